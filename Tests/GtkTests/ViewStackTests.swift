//  ViewStackTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// The view stack's switcher (`View.viewStack`): on top while its titles fit, in a bar at the bottom
/// when they do not; its pages take their titles and icons, and later changes of them.
@MainActor @Suite
struct ViewStackTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  private func window(width: Int, starredTitle: String = "Starred") -> View {
    View.window(title: "Files", width: width, height: 300) {
      View.viewStack(visible: "starred", onSwitch: .run { _ in }) {
        View.label("Recent files").page("recent", title: "Recent", icon: "document-open-recent-symbolic")
        View.label("Starred files").page("starred", title: starredTitle, icon: "starred-symbolic")
        View.label("All files").page("all", title: "All Files", icon: "folder-symbolic")
      }
      .name("view-stack")
    }
  }

  private func mount(_ view: View) -> MountedView<GtkWidgetPointer> {
    let root = Reconciler(backend: self.backend).mount(view)
    cgtk_window_present(root.widget)
    GtkTestSupport.settle()
    return root
  }

  /// The box's parts: the squeezer on top, the stack, the bar at the bottom.
  private func parts(of root: MountedView<GtkWidgetPointer>) throws -> (squeezer: OpaquePointer, stack: OpaquePointer, bar: OpaquePointer) {
    let box = try #require(root.find(name: "view-stack")?.widget)
    let squeezer = try #require(gtk_widget_get_first_child(box))
    let stack = try #require(gtk_widget_get_next_sibling(squeezer))
    let bar = try #require(gtk_widget_get_last_child(box))
    return (OpaquePointer(squeezer), OpaquePointer(stack), OpaquePointer(bar))
  }

  @Test func aWideStackHasItsSwitcherOnTop() throws {
    let root = self.mount(self.window(width: 700))
    defer { cgtk_window_destroy(root.widget) }
    let (squeezer, stack, bar) = try self.parts(of: root)
    #expect(String(cString: cgtk_type_name(UnsafeMutablePointer(adw_squeezer_get_visible_child(squeezer)))) == "AdwViewSwitcher")
    #expect(adw_view_switcher_bar_get_reveal(bar) == 0)
    #expect(adw_view_stack_get_visible_child_name(stack).map { String(cString: $0) } == "starred")
    let page = try #require(adw_view_stack_get_page(stack, adw_view_stack_get_visible_child(stack)))
    #expect(adw_view_stack_page_get_icon_name(page).map { String(cString: $0) } == "starred-symbolic")
  }

  @Test func aNarrowStackHasItsSwitcherInABarAtTheBottom() throws {
    let root = self.mount(self.window(width: 200))
    defer { cgtk_window_destroy(root.widget) }
    let (_, _, bar) = try self.parts(of: root)
    #expect(adw_view_switcher_bar_get_reveal(bar) != 0)
  }

  @Test func aPagesNewTitleShowsInTheSwitcher() throws {
    let root = self.mount(self.window(width: 700))
    defer { cgtk_window_destroy(root.widget) }
    _ = Reconciler(backend: self.backend).update(root, to: self.window(width: 700, starredTitle: "Favourites"))
    let (_, stack, _) = try self.parts(of: root)
    let page = try #require(adw_view_stack_get_page(stack, adw_view_stack_get_visible_child(stack)))
    #expect(adw_view_stack_page_get_title(page).map { String(cString: $0) } == "Favourites")
  }
}
}
