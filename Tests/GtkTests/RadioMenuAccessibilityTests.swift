//  RadioMenuAccessibilityTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// Menu items of a radio action are radio menu items to a screen reader: role "menu item radio", the
/// chosen one checked, and the check follows the action's state, in a menu button's, a split button's
/// and a context menu's popover (run under Xvfb).
@MainActor @Suite struct RadioMenuAccessibilityTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  static let sortMenu = Menu([
    MenuSection([MenuItem("Refresh", action: "refresh")]),
    MenuSection([
      MenuItem("Newest First", action: WindowAction.detailed("sort", "newest")),
      MenuItem("Oldest First", action: WindowAction.detailed("sort", "oldest")),
    ]),
  ])

  static func window(sort: String, chosen: @escaping @MainActor (String) -> Void = { _ in }) -> View {
    View.window(title: "Radio", actions: [.choice("sort", selected: sort) { chosen($0) }, WindowAction("Refresh", name: "refresh") {}]) {
      View.vstack {
        View.menuButton(label: "Sort", accessibleLabel: "Sort", menu: Self.sortMenu).name("menu")
        View.splitButton(label: "Refresh", accessibleLabel: "Refresh", menu: Self.sortMenu) {}.name("split")
        View.label("Right-click me").contextMenu(Self.sortMenu).name("context")
      }
    }
  }

  @Test func radioMenuItemsHaveTheRadioRoleAndAreCheckedAsTheActionsState() {
    let reconciler = Reconciler(backend: self.backend)
    let root = reconciler.mount(Self.window(sort: "newest"))
    defer { cgtk_window_destroy(root.widget) }
    cgtk_window_present(root.widget)
    GtkTestSupport.settle()
    let newest = ["Refresh\titem\titem\tunchecked", "Newest First\tradio\tradio\tchecked", "Oldest First\tradio\tradio\tunchecked"]
    #expect(MenuItemsReport.lines(under: root.widget) == newest + newest + newest)

    _ = reconciler.update(root, to: Self.window(sort: "oldest"))
    GtkTestSupport.settle()
    let oldest = ["Refresh\titem\titem\tunchecked", "Newest First\tradio\tradio\tunchecked", "Oldest First\tradio\tradio\tchecked"]
    #expect(MenuItemsReport.lines(under: root.widget) == oldest + oldest + oldest)
    #expect(MenuItemsReport.mismatchedRoles(under: root.widget) == [])
  }

  @Test func theKeyboardMovesToARadioItemAndChoosesIt() throws {
    var chosen: [String] = []
    let reconciler = Reconciler(backend: self.backend)
    let root = reconciler.mount(Self.window(sort: "newest") { chosen.append($0) })
    defer { cgtk_window_destroy(root.widget) }
    cgtk_window_present(root.widget)
    GtkTestSupport.settle()
    let button = try #require(root.find(name: "menu")?.widget)
    let popover = try #require(cgtk_menu_button_popover(button))

    cgtk_menu_button_popup(button)
    #expect(KeyboardInput.wait { MenuItemsReport.focusedItem(in: popover) == "Refresh" }, "showing the menu focuses its first item")
    #expect(KeyboardInput.press("Down") { MenuItemsReport.focusedItem(in: popover) == "Newest First" })
    #expect(KeyboardInput.press("Down") { MenuItemsReport.focusedItem(in: popover) == "Oldest First" })
    #expect(KeyboardInput.press("Return") { chosen == ["oldest"] && cgtk_widget_get_visible(popover) == 0 }, "Enter chooses and closes the menu")

    _ = reconciler.update(root, to: Self.window(sort: "oldest") { chosen.append($0) })
    GtkTestSupport.settle()
    #expect(MenuItemsReport.lines(under: popover) == ["Refresh\titem\titem\tunchecked", "Newest First\tradio\tradio\tunchecked", "Oldest First\tradio\tradio\tchecked"])

    cgtk_menu_button_popup(button)
    #expect(KeyboardInput.wait { cgtk_widget_get_mapped(popover) != 0 })
    #expect(KeyboardInput.press("Escape") { cgtk_widget_get_visible(popover) == 0 }, "Escape closes the menu")
    #expect(chosen == ["oldest"])
  }
}
}
