//  WindowTeardownTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// Closing a window while a toast shows, a message dialog is open, a popover is up and a render is
/// pending: GTK emits signals as it tears the widgets down (the toast reports its dismissal), and none of
/// them may reach a handler of the closed window.
@MainActor @Suite
struct WindowTeardownTests {
  enum Action : Hashable, Sendable {
    case tick
  }

  /// What the window's handlers saw, in order.
  @MainActor final class Calls {
    var names: [String] = []
  }

  struct Ticks {
    var ticks = 0
  }

  let store = Store<Int, Action>(initialState: 0) { state, _ in state + 1 }
  let scheduler = ManualScheduler()

  private func makeApp(calls: Calls) -> GtkApp<Int, Action> {
    let rows = ListItems(["a", "b", "c"], key: { $0 }) { View.label($0) }
    let scene = WindowScene<Int, Action>(local: { Ticks() }) { (context: WindowContext<Int, Action, Ticks>) -> View in
      View.applicationWindow(title: "Teardown") {
        View.toastOverlay(toast: Toast(id: "news", title: "Something happened", button: "Undo", action: "undo"), onDismiss: .run { id in
          calls.names.append("toast \(id ?? "")")
          context.update { $0.ticks += 1 }
        }) {
          View.vstack {
            View.list(rows, selection: "b", accessibleLabel: "Letters", onSelect: .run { key in calls.names.append("select \(key ?? "none")") })
            View.popoverButton(label: "More", accessibleLabel: "More") {
              View.button("Inside") { calls.names.append("inside") }
            }
            .name("more")
          }
        }
        .name("content")
        View.messageDialog(
          heading: "Really?",
          body: "A question that stays open.",
          responses: DialogResponses([DialogResponse("cancel", "Cancel"), DialogResponse("ok", "OK")], default: "cancel", close: "cancel")
        , onResponse: .run { response in
          calls.names.append("response \(response)")
        })
        .name("question")
      }
    }
    let app = GtkApp(id: "org.immutabledata.TeardownTest", provider: StoreProvider(store: self.store, scheduler: self.scheduler), scene: scene)
    _ = app.startWithoutApplication()
    return app
  }

  private static func isToplevel(_ widget: GtkWidgetPointer) -> Bool {
    var index: UInt32 = 0
    while let window = cgtk_toplevel_at(index) {
      if window == widget { return true }
      index += 1
    }
    return false
  }

  @Test func noHandlerRunsWhileGtkTearsAClosedWindowDown() async throws {
    let calls = Calls()
    let app = self.makeApp(calls: calls)
    for round in 1 ... 5 {
      let window = app.openWindow()
      GtkTestSupport.settle()
      let root = try #require(window.root?.widget)
      let dialog = try #require(GtkTestSupport.widget("question", in: window))
      #expect(Self.isToplevel(dialog))
      let more = try #require(GtkTestSupport.widget("more", in: window))
      gtk_menu_button_popup(OpaquePointer(more))
      // A render asked for and not run when the window closes.
      try self.store.dispatch(action: .tick)
      GtkTestSupport.spin()
      #expect(calls.names == [], "round \(round): only the user's doing reaches handlers")
      window.close()
      #expect(!window.isOpen)
      #expect(!Self.isToplevel(root))
      #expect(!Self.isToplevel(dialog), "round \(round): the window's dialog goes with it")
      self.scheduler.runPending()
      GtkTestSupport.settle { self.scheduler.runPending() }
      #expect(calls.names == [], "round \(round): a closed window's handlers ran: \(calls.names)")
    }
  }

  @Test func anOpenWindowsToastStillReportsItsDismissal() async throws {
    let calls = Calls()
    let app = self.makeApp(calls: calls)
    let window = app.openWindow()
    defer { window.close() }
    GtkTestSupport.settle()
    let overlay = try #require(GtkTestSupport.widget("content", in: window))
    let shown = try #require(AdwaitaExtras.of(overlay).toast)
    cgtk_adw_toast_dismiss(shown.object)
    GtkTestSupport.settle { self.scheduler.runPending() }
    #expect(calls.names == ["toast news"])
  }
}
}
