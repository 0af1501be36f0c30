//  ActionLogRowsTests.swift

import CounterData
import CounterUI
import DeclarativeViews
import ImmutableData
import TestSupport
import Testing

@testable import StoreInspector

/// The inspector's list rows diff without visiting every row: the answers of the fast path (only the
/// rows whose mark or report changed) equal those of comparing row by row.
@MainActor @Suite
struct ActionLogRowsTests {
  @Test(arguments: 0 ..< 40)
  func theFastDiffAgreesWithComparingEveryRow(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    let store = CounterApp.makeStore()
    let log = ActionLog(store: store, limit: 30)
    for _ in 0 ..< Int.random(in: 5 ... 40, using: &generator) {
      try store.dispatch(action: .didTapIncrement)
    }
    let ids = log.entries.map(\.id)
    func marks() -> [Int: ActionLogRows<CounterState, CounterAction>.Mark] {
      var marks: [Int: ActionLogRows<CounterState, CounterAction>.Mark] = [:]
      for id in ids where Int.random(in: 0 ..< 6, using: &generator) == 0 {
        marks[id] = Bool.random(using: &generator) ? .skipped : .refused
      }
      return marks
    }
    let old = ActionLogRows(log: log, marks: marks()) { _, _ in View.label("") }
    if Bool.random(using: &generator) {
      try store.dispatch(action: .didTapDecrement)
    }
    let new = ActionLogRows(log: log, marks: Bool.random(using: &generator) ? old.marks : marks()) { _, _ in View.label("") }
    let limit = min(old.count, new.count)
    let start = (0 ..< limit).first { !new.isSameRow(at: $0, as: old, at: $0) } ?? limit
    #expect(new.sameRowsFromStart(as: old, limit: limit) == start)
    let rest = limit - start
    let end = (0 ..< rest).first { !new.isSameRow(at: new.count - 1 - $0, as: old, at: old.count - 1 - $0) } ?? rest
    #expect(new.sameRowsFromEnd(as: old, limit: rest) == end)
  }
}
