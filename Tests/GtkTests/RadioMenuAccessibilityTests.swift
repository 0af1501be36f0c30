//  RadioMenuAccessibilityTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// Menu items of a radio action tell a screen reader which one is chosen: the chosen one is checked, and
/// the check follows the action's state (run under Xvfb). On GTK 4.8 the items' role stays the plain
/// menu item (seen here; the popover menu makes them, so the app cannot choose it): either role passes.
@MainActor @Suite struct RadioMenuAccessibilityTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  static func window(sort: String) -> View {
    View.window(
      title: "Radio",
      actions: [WindowAction("sort", state: sort)],
      onAction: [
        WindowAction.detailed("sort", "newest"): {},
        WindowAction.detailed("sort", "oldest"): {},
      ]
    ) {
      View.menuButton(label: "Sort", accessibleLabel: "Sort", menu: Menu([MenuSection([
        MenuItem("Newest First", action: WindowAction.detailed("sort", "newest")),
        MenuItem("Oldest First", action: WindowAction.detailed("sort", "oldest")),
      ])]))
      .key("sort-menu")
    }
  }

  /// "LABEL\tchecked" or "LABEL\tunchecked" for each menu item of a radio action under `window`.
  func radioItems(in window: GtkWidgetPointer) -> [String] {
    guard let text = cgtk_menu_items(window) else { return [] }
    defer { cgtk_free(text) }
    return String(cString: text).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3, ["radio", "item"].contains(fields[1]) else { return nil }
      return "\(fields[0])\t\(fields[2])"
    }
  }

  @Test func radioMenuItemsAreCheckedAsTheActionsState() {
    let reconciler = Reconciler(backend: self.backend)
    let root = reconciler.mount(Self.window(sort: "newest"))
    defer { cgtk_window_destroy(root.widget) }
    cgtk_window_present(root.widget)
    GtkTestSupport.settle(milliseconds: 50)
    #expect(self.radioItems(in: root.widget) == ["Newest First\tchecked", "Oldest First\tunchecked"])

    _ = reconciler.update(root, to: Self.window(sort: "oldest"))
    GtkTestSupport.settle(milliseconds: 50)
    #expect(self.radioItems(in: root.widget) == ["Newest First\tunchecked", "Oldest First\tchecked"])
  }
}
}
