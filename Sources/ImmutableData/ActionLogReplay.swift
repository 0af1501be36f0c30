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
  /// The id of the last entry the replay covers (the log's newest when it was made).
  public let lastID: Int
  /// Kept actions the reducer refused in the replayed history, oldest first.
  public private(set) var refusedIDs: [Int] = []
  /// Read an entry at a time: a copy of 100,000 entries (two states each) would take longer than a frame.
  private let log: ActionLog<State, Action>
  private let reducer: @Sendable (State, Action) throws -> State
  /// The state after each replayed entry, in chunks (one array of them all would be copied as it grows).
  private var statesAfter: [[State]] = []
  private var replayedCount = 0
  /// The log dropped the next entry (past its limit) before the replay reached it.
  private var stoppedEarly = false
  private var state: State
  private static var chunkSize: Int { 1_024 }

  @MainActor init(log: ActionLog<State, Action>, from firstID: Int, skipping skippedIDs: Set<Int>) {
    self.log = log
    self.skippedIDs = skippedIDs
    self.firstID = firstID
    self.lastID = log[log.count - 1].id
    self.reducer = log.store.reducer
    self.state = log.entry(id: firstID)!.stateBefore
  }

  /// Whether every entry has been replayed.
  public var isComplete: Bool {
    self.stoppedEarly || self.firstID + self.replayedCount > self.lastID
  }

  /// The entries replayed so far and how many there are.
  public var progress: (done: Int, total: Int) {
    (self.replayedCount, self.lastID - self.firstID + 1)
  }

  /// The state after the last entry, as far as the replay got (all of it once `isComplete`).
  public var finalState: State {
    self.state
  }

  /// Replays at most `count` more entries. Entries the log dropped meanwhile (past its limit) end the
  /// replay where it got.
  @MainActor public mutating func advance(by count: Int) {
    var left = count
    while left > 0 && !self.isComplete {
      let id = self.firstID + self.replayedCount
      guard let entry = self.log.entry(id: id) else {
        self.stoppedEarly = true
        return
      }
      if !self.skippedIDs.contains(id) {
        do {
          self.state = try self.reducer(self.state, entry.action)
        } catch {
          self.refusedIDs.append(id)
        }
      }
      if self.replayedCount % Self.chunkSize == 0 {
        self.statesAfter.append([])
        self.statesAfter[self.statesAfter.count - 1].reserveCapacity(Self.chunkSize)
      }
      self.statesAfter[self.statesAfter.count - 1].append(self.state)
      self.replayedCount += 1
      left -= 1
    }
  }

  /// The state right after entry `id` in the replayed history; nil before the first skipped entry (the
  /// log's own state is right there) and for entries not replayed yet.
  public func stateAfter(id: Int) -> State? {
    let index = id - self.firstID
    guard index >= 0, index < self.replayedCount else { return nil }
    return self.statesAfter[index / Self.chunkSize][index % Self.chunkSize]
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
    return ActionLogReplay(log: self, from: first, skipping: skippedIDs)
  }
}
