//  ActionLogFile.swift

import Foundation

/// An exported session: the state it started from and every action after it, as JSON.
/// `version` is the app's own version of its state and action types: a log written by another
/// version is rejected rather than replayed into something it was not made for.
public struct ActionLogFile<State, Action> : Codable, Sendable where State : Codable & Sendable, Action : Codable & Sendable {
  /// The value of `format` in every action log file.
  public static var format: String { "immutabledata-action-log" }

  /// Identifies the file as an action log (always `ActionLogFile.format`).
  public let format: String
  /// The app's own version of its state and action types when the log was written.
  public let version: Int
  /// The state the replay starts from.
  public let initialState: State
  /// Every action to replay, in dispatch order.
  public let actions: [Action]
  /// Where the log comes from, when it was saved as a problem report (nil in a plain export).
  public let report: ProblemReport?

  /// A log of `actions` starting at `initialState`, written by `version` of the app's types; `report`
  /// when it is a problem report.
  public init(version: Int, initialState: State, actions: [Action], report: ProblemReport? = nil) {
    self.format = Self.format
    self.version = version
    self.initialState = initialState
    self.actions = actions
    self.report = report
  }

  /// The log as pretty-printed JSON with sorted keys.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }

  /// The most bytes `read(contentsOf:expectedVersion:)` reads: a larger file is refused unread. (A log
  /// of the inspector's 10,000 kept actions is a few MiB.)
  public static var maxFileBytes: Int { 64 << 20 }

  /// Reads the log file at `url`, refusing one larger than `maxBytes` before reading it, and checks
  /// that it is a log written by `expectedVersion`. The file is only read, never changed.
  ///
  /// ```swift
  /// let file = try ActionLogFile<CounterState, CounterAction>.read(contentsOf: url, expectedVersion: 1)
  /// let store = try file.replay(reducer: CounterReducer.reduce)
  /// ```
  public static func read(contentsOf url: URL, expectedVersion: Int, maxBytes: Int = Self.maxFileBytes) throws -> ActionLogFile {
    let size: Int
    do {
      size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    } catch {
      throw ActionLogError.cannotRead(path: url.path, reason: String(describing: error))
    }
    guard size <= maxBytes else {
      throw ActionLogError.tooLarge(bytes: size, limit: maxBytes)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ActionLogError.cannotRead(path: url.path, reason: String(describing: error))
    }
    // The file may have grown since its size was read.
    guard data.count <= maxBytes else {
      throw ActionLogError.tooLarge(bytes: data.count, limit: maxBytes)
    }
    return try Self.decode(data, expectedVersion: expectedVersion)
  }

  /// Reads a log, checking that it is one and that it was written by `version`.
  public static func decode(_ data: Data, expectedVersion: Int) throws -> ActionLogFile {
    let header: ActionLogHeader
    do {
      header = try JSONDecoder().decode(ActionLogHeader.self, from: data)
    } catch {
      throw ActionLogError.notAnActionLog(reason: String(describing: error))
    }
    guard header.format == Self.format else {
      throw ActionLogError.notAnActionLog(reason: "its format is \(header.format.map { "\"\($0)\"" } ?? "missing"), not \"\(Self.format)\"")
    }
    guard let version = header.version, version == expectedVersion else {
      throw ActionLogError.incompatibleVersion(found: header.version, expected: expectedVersion)
    }
    do {
      return try JSONDecoder().decode(ActionLogFile.self, from: data)
    } catch {
      throw ActionLogError.unreadableContent(reason: String(describing: error))
    }
  }

  /// The log's session as an `ActionLog`, each entry with its states: its actions replayed from its
  /// initial state through the reducer of `store` (which is left as it is), to show in the inspector.
  @MainActor public func replayedLog(reducerOf store: Store<State, Action>) throws -> ActionLog<State, Action> {
    let replay = Store(initialState: self.initialState, reducer: store.reducer)
    let log = ActionLog(store: replay, limit: max(self.actions.count, 1))
    try self.dispatchActions(to: replay)
    return log
  }

  /// A fresh store that replayed every action of the log through `reducer`.
  @MainActor public func replay(reducer: @escaping @Sendable (State, Action) throws -> State) throws -> Store<State, Action> {
    let store = Store(initialState: self.initialState, reducer: reducer)
    try self.dispatchActions(to: store)
    return store
  }

  /// Dispatches every action in order; the first one refused stops the replay and is named.
  @MainActor private func dispatchActions(to store: Store<State, Action>) throws {
    for (index, action) in self.actions.enumerated() {
      do {
        try store.dispatch(action: action)
      } catch {
        throw ActionLogError.replayFailed(index: index, reason: String(describing: error))
      }
    }
  }
}

/// The part of a log file read before trusting the rest.
private struct ActionLogHeader : Decodable {
  let format: String?
  let version: Int?
}

extension ActionLog where State : Codable, Action : Codable {
  /// The replayable entries as a log file: replaying it reproduces the state after the last entry.
  public func export(version: Int) -> ActionLogFile<State, Action> {
    ActionLogFile(version: version, initialState: self.baseState, actions: self.replayableEntries.map(\.action))
  }
}
