//  CounterInspectorSession.swift

import AppShell
import AppTesting
import CounterData
import CounterUI
import ImmutableData
import ImmutableUI
import Testing

/// Counter's window on `display` after the user clicked `buttons`, with its inspector open: what the
/// inspector's window tests start from.
@MainActor struct CounterInspectorSession {
  let store: Store<CounterState, CounterAction>
  let app: GtkApp<CounterState, CounterAction>
  let window: WindowTest
  let inspector: WindowTest

  init(on display: WindowTest.Display, clicking buttons: [String]) throws {
    let scheduler = ManualScheduler()
    self.store = CounterApp.makeStore()
    self.app = CounterApp.make(store: self.store, scheduler: scheduler)
    self.window = try WindowTest(opening: self.app, scheduler: scheduler, on: display)
    for button in buttons {
      try self.window.click(button)
    }
    self.app.openInspector()
    self.inspector = WindowTest(try #require(self.app.inspector?.window), scheduler: scheduler)
  }

  /// The names of the inspector's rows, one per recorded action.
  var rows: [String] {
    self.inspector.controls.filter { $0.role == .listItem }.compactMap(\.name)
  }

  func close() {
    self.inspector.window.close()
    self.window.window.close()
  }
}
