//  CounterGtkFixture.swift

import AppShell
import ImmutableData
import CounterData
import CounterUI
import ImmutableUI

/// A Counter app on a manual scheduler, started without a GApplication: the app the Counter and app-shell
/// GTK suites drive.
@MainActor struct CounterGtkFixture {
  let store: Store<CounterState, CounterAction>
  let scheduler = ManualScheduler()
  let app: GtkApp<CounterState, CounterAction>

  init(store: Store<CounterState, CounterAction> = CounterApp.makeStore()) {
    self.store = store
    self.app = CounterApp.make(store: self.store, scheduler: self.scheduler)
    _ = self.app.startWithoutApplication()
  }
}
