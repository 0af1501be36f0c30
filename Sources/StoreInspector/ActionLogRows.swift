//  ActionLogRows.swift

import DeclarativeViews
import ImmutableData

/// The action log as the rows of a virtualized list, without copying the entries: a snapshot of which
/// ids are shown, reading each entry from the log (O(1)) only when GTK binds its row.
/// With `ids`, only those entries (a search's matches), in order; `marks` says which are skipped or
/// refused in the history the app previews; a row shows its action's render report from `tracing`.
struct ActionLogRows<State, Action> : ListContent where State : Sendable, Action : Sendable {
  /// What a row says beside its action.
  enum Mark : Hashable, Sendable {
    /// Left out of the previewed history.
    case skipped
    /// Refused by the reducer in the previewed history.
    case refused
  }

  let log: ActionLog<State, Action>
  let firstID: Int
  let ids: [Int]?
  let count: Int
  let marks: [Int: Mark]
  /// The actions whose render report may still change, and the trace's version when this was made.
  let openIDs: Set<Int>
  let traceVersion: Int
  let makeRow: @MainActor (ActionLogEntry<State, Action>?, Mark?) -> View

  init(
    log: ActionLog<State, Action>,
    ids: [Int]? = nil,
    marks: [Int: Mark] = [:],
    tracing trace: RenderTrace? = nil,
    makeRow: @escaping @MainActor (ActionLogEntry<State, Action>?, Mark?) -> View
  ) {
    self.log = log
    self.firstID = log.count > 0 ? log[0].id : 0
    self.ids = ids
    self.count = ids?.count ?? log.count
    self.marks = marks
    self.openIDs = trace?.openIDs ?? []
    self.traceVersion = trace?.version ?? 0
    self.makeRow = makeRow
  }

  static func marks(skipped: [Int], refused: [Int]) -> [Int: Mark] {
    var marks: [Int: Mark] = [:]
    for id in skipped { marks[id] = .skipped }
    for id in refused { marks[id] = .refused }
    return marks
  }

  private func id(at index: Int) -> Int {
    self.ids?[index] ?? self.firstID + index
  }

  func key(at index: Int) -> String {
    String(self.id(at: index))
  }

  /// Entries never change once recorded: the same id with the same mark is the same row.
  func isSameRow(at index: Int, as other: any ListContent, at otherIndex: Int) -> Bool {
    guard let other = other as? ActionLogRows<State, Action> else { return false }
    // A row shows its action's render report, which changes until the next action.
    return self.isSameRow(at: index, asRows: other, at: otherIndex)
  }

  /// With no search both list every kept entry, so a row's id follows from its index: only the rows
  /// whose mark or report changed are looked at, not every row.
  func sameRowsFromStart(as other: any ListContent, limit: Int) -> Int {
    guard let other = other as? Self else { return 0 }
    guard self.ids == nil, other.ids == nil, self.firstID == other.firstID else {
      return (0 ..< limit).first { !self.isSameRow(at: $0, asRows: other, at: $0) } ?? limit
    }
    let first = self.changedIDs(from: other).min().map { $0 - self.firstID } ?? limit
    return max(0, min(limit, first))
  }

  func sameRowsFromEnd(as other: any ListContent, limit: Int) -> Int {
    guard let other = other as? Self else { return 0 }
    guard self.ids == nil, other.ids == nil, self.firstID + self.count == other.firstID + other.count else {
      return (0 ..< limit).first { !self.isSameRow(at: self.count - 1 - $0, asRows: other, at: other.count - 1 - $0) } ?? limit
    }
    let lastID = self.firstID + self.count - 1
    let last = self.changedIDs(from: other).max().map { lastID - $0 } ?? limit
    return max(0, min(limit, last))
  }

  /// The ids whose row differs from `other`'s for the same entry: another mark, or a report that changed.
  private func changedIDs(from other: Self) -> [Int] {
    var ids = Set(self.marks.keys).union(other.marks.keys).filter { self.marks[$0] != other.marks[$0] }
    if self.traceVersion != other.traceVersion {
      ids.formUnion(self.openIDs)
      ids.formUnion(other.openIDs)
    }
    return Array(ids)
  }

  private func isSameRow(at index: Int, asRows other: Self, at otherIndex: Int) -> Bool {
    let id = self.id(at: index)
    guard id == other.id(at: otherIndex), self.marks[id] == other.marks[id] else { return false }
    return self.traceVersion == other.traceVersion || !(self.openIDs.contains(id) || other.openIDs.contains(id))
  }

  func makeRow(at index: Int) -> View {
    let id = self.id(at: index)
    return self.makeRow(self.log.entry(id: id), self.marks[id])
  }
}
