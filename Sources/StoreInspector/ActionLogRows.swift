//  ActionLogRows.swift

import DeclarativeViews
import ImmutableData

/// The action log as the rows of a virtualized list, without copying the entries: a snapshot of which
/// ids are shown, reading each entry from the log (O(1)) only when GTK binds its row.
/// With `ids`, only those entries (a search's matches), in order.
struct ActionLogRows<State, Action> : ListContent where State : Sendable, Action : Sendable {
  let log: ActionLog<State, Action>
  let firstID: Int
  let ids: [Int]?
  let count: Int
  let makeRow: @MainActor (ActionLogEntry<State, Action>?) -> View

  init(log: ActionLog<State, Action>, ids: [Int]? = nil, makeRow: @escaping @MainActor (ActionLogEntry<State, Action>?) -> View) {
    self.log = log
    self.firstID = log.count > 0 ? log[0].id : 0
    self.ids = ids
    self.count = ids?.count ?? log.count
    self.makeRow = makeRow
  }

  private func id(at index: Int) -> Int {
    self.ids?[index] ?? self.firstID + index
  }

  func key(at index: Int) -> String {
    String(self.id(at: index))
  }

  /// Entries never change once recorded: the same id is the same row.
  func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool {
    guard let other = other as? ActionLogRows<State, Action> else { return false }
    return self.id(at: index) == other.id(at: otherIndex)
  }

  func makeRow(at index: Int) -> View {
    self.makeRow(self.log.entry(id: self.id(at: index)))
  }
}
