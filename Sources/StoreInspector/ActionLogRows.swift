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
    let id = self.id(at: index)
    guard id == other.id(at: otherIndex), self.marks[id] == other.marks[id] else { return false }
    // A row shows its action's render report, which changes until the next action.
    return self.traceVersion == other.traceVersion || !(self.openIDs.contains(id) || other.openIDs.contains(id))
  }

  func makeRow(at index: Int) -> View {
    let id = self.id(at: index)
    return self.makeRow(self.log.entry(id: id), self.marks[id])
  }
}
