//  ActionLogSearchTests.swift

import CounterData
import CounterUI
import ImmutableData
import Testing

@testable import StoreInspector

/// The inspector's search of the log: in slices that stop at a deadline, going on over actions
/// recorded later, dropping those the log drops, ignoring case and accents.
@MainActor @Suite
struct ActionLogSearchTests {
  let store = CounterApp.makeStore()

  func record(_ actions: [CounterAction], limit: Int = 10_000) throws -> ActionLog<CounterState, CounterAction> {
    let log = ActionLog(store: self.store, limit: limit)
    for action in actions {
      try self.store.dispatch(action: action)
    }
    return log
  }

  @Test func aSearchRunsInSlicesUntilEveryActionIsChecked() throws {
    let log = try self.record(Array(repeating: [.didTapIncrement, .didTapDecrement], count: 100).flatMap { $0 })
    let search = ActionLogSearch<CounterState, CounterAction>()
    search.update(log: log, text: "DECREMENT", hiding: [], showingOnly: [])
    search.advance(until: .now - .seconds(1))
    #expect(!search.isComplete)
    #expect(search.progress == (64, 200))
    #expect(search.matches?.count == 32)
    while !search.isComplete {
      search.advance(until: .now - .seconds(1))
    }
    #expect(search.matches?.count == 100)
    #expect(search.matches?.first == log[1].id)
  }

  @Test func laterActionsAreCheckedAloneAndDroppedOnesLeave() throws {
    let log = try self.record([.didTapIncrement, .didTapDecrement, .didTapIncrement], limit: 4)
    let search = ActionLogSearch<CounterState, CounterAction>()
    search.update(log: log, text: "incr", hiding: [], showingOnly: [])
    search.advance(until: .now + .seconds(1))
    #expect(search.matches == [log[0].id, log[2].id])
    try self.store.dispatch(action: .didTapIncrement)
    try self.store.dispatch(action: .didTapDecrement)
    search.update(log: log, text: "incr", hiding: [], showingOnly: [])
    #expect(!search.isComplete)
    search.advance(until: .now + .seconds(1))
    #expect(search.matches == [log[1].id, log[2].id])
  }

  @Test func kindsAreFilteredAndNothingNarrowsWithoutAQuery() throws {
    let log = try self.record([.didTapIncrement, .didTapDecrement, .didTapUndo])
    let search = ActionLogSearch<CounterState, CounterAction>()
    search.update(log: log, text: " ", hiding: [], showingOnly: [])
    #expect(search.matches == nil)
    #expect(search.isComplete)
    search.update(log: log, text: "", hiding: ["didTapUndo"], showingOnly: [])
    search.advance(until: .now + .seconds(1))
    #expect(search.matches == [log[0].id, log[1].id])
    search.update(log: log, text: "tap", hiding: [], showingOnly: ["didTapUndo"])
    search.advance(until: .now + .seconds(1))
    #expect(search.matches == [log[2].id])
  }

  /// A long search has its actions described elsewhere: the slice stops where descriptions are missing,
  /// goes on once they are kept, and finds what describing inline finds.
  @Test func descriptionsMadeElsewhereLetTheSearchGoOn() throws {
    let log = try self.record(Array(repeating: [.didTapIncrement, .didTapDecrement], count: 50).flatMap { $0 })
    let search = ActionLogSearch<CounterState, CounterAction>()
    search.update(log: log, text: "decrement", hiding: [], showingOnly: [])
    search.advance(until: .now + .seconds(1), describing: false)
    #expect(search.needsDescriptions)
    #expect(search.progress.done == 0)
    let batch = search.undescribed(limit: 30)
    #expect(batch.map(\.id) == Array(log[0].id ..< log[0].id + 30))
    search.keep(ActionLogSearch<CounterState, CounterAction>.describe(batch))
    search.advance(until: .now + .seconds(1), describing: false)
    #expect(search.progress.done == 30)
    #expect(search.matches?.count == 15)
    search.keep(ActionLogSearch<CounterState, CounterAction>.describe(search.undescribed(limit: 1_000)))
    search.advance(until: .now + .seconds(1), describing: false)
    #expect(search.isComplete)
    #expect(search.matches?.count == 50)
  }

  /// Case and accents do not count, and a word is matched as characters, not bytes.
  @Test(arguments: [("DÉCREMENT", true), ("tapdec", true), ("crément", true), ("increment decrement", false), ("é", true), ("→", false)])
  func wordsMatchIgnoringCaseAndAccents(text: String, matches: Bool) throws {
    let log = try self.record([.didTapDecrement])
    let search = ActionLogSearch<CounterState, CounterAction>()
    search.update(log: log, text: text, hiding: [], showingOnly: [])
    search.advance(until: .now + .seconds(1))
    #expect((search.matches?.isEmpty == false) == matches)
  }
}
