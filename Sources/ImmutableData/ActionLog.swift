//  ActionLog.swift

import Foundation

/// Records every action dispatched to a store with the state before and after it, for time travel
/// (`Store.preview` of any entry's state is O(1): states are values that share structure) and for
/// exporting a session that `ActionLogFile.replay` reproduces exactly.
///
/// ```swift
/// let log = ActionLog(store: store, limit: 10_000)
/// try store.dispatch(action: .didTapIncrement)
/// log.jump(to: log.entries[0].id)  // every window shows the state after the first action
/// log.returnToPresent()
/// ```
///
/// The log is bounded: past `limit` entries the oldest are dropped. Actions dispatched while recording
/// is paused are not logged; an export replays the entries recorded since the last such gap.
@MainActor public final class ActionLog<State, Action> where State : Sendable, Action : Sendable {
  /// The store whose actions this log records.
  public let store: Store<State, Action>
  private var buffer: RingBuffer<ActionLogEntry<State, Action>>
  private var observerID: StoreObserverID?
  private var nextID = 1
  /// The state a replay starts from: before the oldest replayable entry.
  public private(set) var baseState: State
  /// The id of the oldest entry a replay may start with (entries before a gap cannot be replayed).
  private(set) var baseEntryID = 1
  private var hasGap = false
  /// Whether dispatched actions are being recorded (see `pause()` and `resume()`).
  public private(set) var isRecording = true
  /// Increases whenever the entries change (views use it to know when to re-read the log).
  public private(set) var version = 0
  /// Called after each change of the entries.
  public var onChange: (@MainActor () -> Void)?

  /// Starts recording every action dispatched to `store` from now on, keeping at most `limit` entries.
  public init(store: Store<State, Action>, limit: Int = 10_000) {
    self.store = store
    self.buffer = RingBuffer(capacity: limit)
    self.baseState = store.state
    store.measuresReducerDuration = true
    self.observerID = store.addObserver { [unowned self] oldState, action in
      self.record(oldState: oldState, action: action)
    }
  }

  isolated deinit {
    if let observerID = self.observerID {
      self.store.removeObserver(observerID)
    }
  }

  /// The most entries the log keeps; older ones are dropped.
  public var limit: Int {
    self.buffer.capacity
  }

  /// The number of entries kept.
  public var count: Int {
    self.buffer.count
  }

  /// Entries dropped because the log was full.
  public var droppedCount: Int {
    self.buffer.droppedCount
  }

  /// The `index`-th kept entry, oldest first.
  public subscript(index: Int) -> ActionLogEntry<State, Action> {
    self.buffer[index]
  }

  /// Every kept entry, oldest first.
  public var entries: [ActionLogEntry<State, Action>] {
    self.buffer.elements
  }

  /// The kept entry with this id, in O(1).
  public func entry(id: Int) -> ActionLogEntry<State, Action>? {
    guard let first = self.buffer.isEmpty ? nil : self.buffer[0] else { return nil }
    let index = id - first.id
    guard index >= 0, index < self.buffer.count else { return nil }
    return self.buffer[index]
  }

  /// Stops recording: actions dispatched until `resume()` are not logged, and an export starts after them.
  public func pause() {
    self.isRecording = false
    self.changed()
  }

  /// Starts recording again after `pause()`.
  public func resume() {
    self.isRecording = true
    self.changed()
  }

  /// Forgets every entry; the next replay starts from the present state.
  public func clear() {
    self.buffer.removeAll()
    self.baseState = self.store.state
    self.baseEntryID = self.nextID
    self.hasGap = false
    self.changed()
  }

  /// The entries an export replays, oldest first.
  public var replayableEntries: [ActionLogEntry<State, Action>] {
    self.buffer.elements.filter { $0.id >= self.baseEntryID }
  }

  /// Shows the store as it was right after entry `id` (views show the past state) until `returnToPresent()`.
  public func jump(to id: Int) {
    guard let entry = self.entry(id: id) else { return }
    self.store.preview(entry.stateAfter)
  }

  /// Ends a `jump(to:)`: views show the store's present state again.
  public func returnToPresent() {
    self.store.preview(nil)
  }

  private func record(oldState: State, action: Action) {
    guard self.isRecording else {
      self.hasGap = true
      return
    }
    if self.hasGap {
      // Actions were missed: a replay can only start from here.
      self.hasGap = false
      self.baseState = oldState
      self.baseEntryID = self.nextID
    } else if self.buffer.count == self.buffer.capacity, self.buffer[0].id >= self.baseEntryID {
      self.baseState = self.buffer[0].stateAfter
      self.baseEntryID = self.buffer[0].id + 1
    }
    let entry = ActionLogEntry(
      id: self.nextID,
      date: Date(),
      action: action,
      stateBefore: oldState,
      stateAfter: self.store.state,
      reducerDuration: self.store.lastReducerDuration
    )
    self.nextID += 1
    self.buffer.append(entry)
    self.changed()
  }

  private func changed() {
    self.version += 1
    self.onChange?()
  }
}
