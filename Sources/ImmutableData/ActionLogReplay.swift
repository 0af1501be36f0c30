//  ActionLogReplay.swift

/// A log's history computed again without some of its actions. The reducer is pure, so the states from
/// the first skipped action on follow from the state before it and the actions kept; an action the
/// reducer refuses in that other history is left out too and named in `refusedIDs`.
///
/// The replay runs in steps (`advance(by:)`), so a long log can be replayed a slice per main-loop turn
/// while a window shows the progress:
///
/// ```swift
/// var replay = try log.replay(skipping: [4, 7])
/// replay.advance(by: .max)
/// store.preview(replay.finalState)
/// ```
public struct ActionLogReplay<State, Action> : Sendable where State : Sendable, Action : Sendable {
  /// The actions left out on purpose.
  public let skippedIDs: Set<Int>
  /// The id of the first entry whose state differs from the log's (the first skipped one).
  public let firstID: Int
  /// Kept actions the reducer refused in the replayed history, oldest first.
  public private(set) var refusedIDs: [Int] = []
  private let entries: [ActionLogEntry<State, Action>]
  private let reducer: @Sendable (State, Action) throws -> State
  /// The state after each replayed entry, in the order of `entries`.
  private var statesAfter: [State] = []
  private var state: State

  init(entries: [ActionLogEntry<State, Action>], skipping skippedIDs: Set<Int>, reducer: @escaping @Sendable (State, Action) throws -> State) {
    self.entries = entries
    self.skippedIDs = skippedIDs
    self.firstID = entries.first?.id ?? 0
    self.reducer = reducer
    self.state = entries.first!.stateBefore
    self.statesAfter.reserveCapacity(entries.count)
  }

  /// The id of the last entry the replay covers (the log's newest when it was made).
  public var lastID: Int {
    self.entries.last!.id
  }

  /// Whether every entry has been replayed.
  public var isComplete: Bool {
    self.statesAfter.count == self.entries.count
  }

  /// The entries replayed so far and how many there are.
  public var progress: (done: Int, total: Int) {
    (self.statesAfter.count, self.entries.count)
  }

  /// The state after the last entry, as far as the replay got (all of it once `isComplete`).
  public var finalState: State {
    self.state
  }

  /// Replays at most `count` more entries.
  public mutating func advance(by count: Int) {
    let end = self.entries.count - self.statesAfter.count > count ? self.statesAfter.count + count : self.entries.count
    while self.statesAfter.count < end {
      let entry = self.entries[self.statesAfter.count]
      if !self.skippedIDs.contains(entry.id) {
        do {
          self.state = try self.reducer(self.state, entry.action)
        } catch {
          self.refusedIDs.append(entry.id)
        }
      }
      self.statesAfter.append(self.state)
    }
  }

  /// The state right after entry `id` in the replayed history; nil before the first skipped entry (the
  /// log's own state is right there) and for entries not replayed yet.
  public func stateAfter(id: Int) -> State? {
    let index = id - self.firstID
    guard index >= 0, index < self.statesAfter.count else { return nil }
    return self.statesAfter[index]
  }
}

extension ActionLog {
  /// Whether entry `id` may be skipped: it is kept and recorded after the last pause (the actions
  /// missed in a pause cannot be replayed).
  public func canSkip(id: Int) -> Bool {
    id >= self.baseEntryID && self.entry(id: id) != nil
  }

  /// The history again without the entries `skippedIDs`, not replayed yet: call `advance(by:)`.
  /// Nil when nothing is skipped or one of them cannot be (`canSkip(id:)`).
  public func replay(skipping skippedIDs: Set<Int>) -> ActionLogReplay<State, Action>? {
    guard let first = skippedIDs.min(), skippedIDs.allSatisfy(self.canSkip(id:)) else { return nil }
    let entries = (first - self[0].id ..< self.count).map { self[$0] }
    return ActionLogReplay(entries: entries, skipping: skippedIDs, reducer: self.store.reducer)
  }
}
