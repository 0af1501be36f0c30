//  PageRemovalTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// A page the description drops goes from its stack, view stack or tab view without GTK or GObject
/// complaining: the backend lets go of the page's data before the container lets go of the page (which
/// then no longer exists).
@MainActor @Suite
struct PageRemovalTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  private static func pages(_ names: [String]) -> [View] {
    names.map { View.label($0).page($0, title: $0.capitalized, icon: "folder-symbolic") }
  }

  private static func window(_ kind: ViewKind, pages names: [String]) -> View {
    View.window(title: "Pages") {
      switch kind {
      case .tabView: View.tabView(selected: names.first, onSelect: .run { _ in }, onClose: .run { _ in }) { Self.pages(names) }
      case .viewStack: View.viewStack(visible: names.first, onSwitch: .run { _ in }) { Self.pages(names) }
      default: View.stack(visible: names.first, onSwitch: .run { _ in }) { Self.pages(names) }
      }
    }
  }

  @Test(arguments: [ViewKind.stack, .viewStack, .tabView])
  func aDroppedPageGoesWithoutAComplaint(kind: ViewKind) {
    let reconciler = Reconciler(backend: self.backend)
    let root = reconciler.mount(Self.window(kind, pages: ["notes", "tasks", "ideas"]))
    defer { cgtk_window_destroy(root.widget) }
    cgtk_window_present(root.widget)
    GtkTestSupport.settle()
    let problems = GtkTestSupport.problems {
      _ = reconciler.update(root, to: Self.window(kind, pages: ["notes", "ideas"]))
      GtkTestSupport.settle()
    }
    #expect(problems == 0, "GTK logged \(problems) criticals or warnings")
  }
}
}
