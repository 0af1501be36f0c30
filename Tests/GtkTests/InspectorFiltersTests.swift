//  InspectorFiltersTests.swift

import AppSupport
import CounterData
import Foundation
import ImmutableData
import ImmutableUI
import StoreInspector
import TestSupport
import Testing

/// The inspector's kind filters: a kind shown only or hidden narrows the log, and both are kept for the
/// next run in the app's file; a file it will not use is said so and left as it is.
@MainActor @Suite
struct InspectorFiltersTests {
  let directory: TemporaryDirectory
  let file: InspectorFiltersFile
  let scheduler = ManualScheduler()

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "inspector-filters")
    self.file = InspectorFiltersFile(directory: self.directory.url)
  }

  private func inspector() -> (Inspector<CounterState, CounterAction>, Store<CounterState, CounterAction>) {
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    let inspector = Inspector(appName: "Counter", appStore: store, scheduler: self.scheduler, exportDirectory: self.directory.url, export: nil, filtersFile: self.file)
    return (inspector, store)
  }

  @Test func filtersAreKeptForTheNextRun() throws {
    let (first, _) = self.inspector()
    try first.store.dispatch(action: .didShowOnlyKind("didTapIncrement"))
    try first.store.dispatch(action: .didHideKind("didTapUndo"))
    #expect(try self.file.load() == InspectorFilters(hidden: ["didTapUndo"], shown: ["didTapIncrement"]))

    let (next, _) = self.inspector()
    #expect(next.store.state.shownKinds == ["didTapIncrement"])
    #expect(next.store.state.hiddenKinds == ["didTapUndo"])
    try next.store.dispatch(action: .didTapShowAllKinds)
    #expect(try self.file.load() == InspectorFilters(hidden: [], shown: []))
  }

  @Test func aFileItWillNotUseIsSaidAndLeftAsItIs() throws {
    let corrupt = Data("my notes".utf8)
    try corrupt.write(to: self.file.url)
    let (inspector, _) = self.inspector()
    #expect(inspector.store.state.status == "The kept filters could not be used (inspector-filters.json is left as it is).")
    try inspector.store.dispatch(action: .didHideKind("didTapUndo"))
    #expect(try Data(contentsOf: self.file.url) == corrupt)
  }

  @Test func showingOnlyAKindNarrowsTheLog() throws {
    let (inspector, store) = self.inspector()
    for action in [CounterAction.didTapIncrement, .didTapIncrement, .didTapDecrement, .didTapUndo] {
      try store.dispatch(action: action)
    }
    try inspector.store.dispatch(action: .didShowOnlyKind("didTapIncrement"))
    #expect(inspector.store.state.shownKinds == ["didTapIncrement"])
    // Hiding a kind shown only takes it out of the shown ones.
    try inspector.store.dispatch(action: .didHideKind("didTapIncrement"))
    #expect(inspector.store.state.shownKinds == [])
    #expect(inspector.store.state.hiddenKinds == ["didTapIncrement"])
  }
}
