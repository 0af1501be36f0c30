//  ReplayTestWriter.swift

import Foundation
import ImmutableData

/// Where a generated replay test finds an app's types: the module that has its state, actions and
/// reducer, and the reducer's name.
///
/// ```swift
/// app.enableInspector(logVersion: 1, replayTest: ReplayTestSource(module: "CounterData", reducer: "CounterReducer.reduce"))
/// ```
public struct ReplayTestSource : Sendable, Hashable {
  /// The module to import ("CounterData").
  public var module: String
  /// The reducer, as the test calls it ("CounterReducer.reduce").
  public var reducer: String

  /// A source in `module`, reduced by `reducer`.
  public init(module: String, reducer: String) {
    self.module = module
    self.reducer = reducer
  }
}

/// Writes a Swift Testing file that replays recorded actions through an app's reducer with a store
/// test (`TestStore.replay`), stating every change: the state before the first action, each action and the
/// state after it, as the session recorded them. A change in the reducer that alters what those
/// actions do then fails the test with the difference.
enum ReplayTestWriter {
  /// The test file of `entries` (consecutive, in order) of `appName`, whose types are `version` of
  /// `source`.
  static func file<State : Codable & Sendable, Action : Codable & Sendable>(
    appName: String,
    entries: [ActionLogEntry<State, Action>],
    version: Int,
    source: ReplayTestSource
  ) throws -> String {
    guard let first = entries.first, let last = entries.last else { throw ReplayTestError.noActions }
    let log = ActionLogFile(version: version, initialState: first.stateBefore, actions: entries.map(\.action))
    let states = try Self.json(entries.map(\.stateAfter))
    let recording = String(decoding: try log.encoded(), as: UTF8.self)
    let name = "\(appName.filter { $0.isLetter || $0.isNumber })ReplaysActions\(first.id)To\(last.id)"
    return """
      //  \(name).swift
      //  Written by the \(appName) inspector: actions \(first.id) to \(last.id) of a recorded session, replayed
      //  through the reducer by a store test that states every change as the session recorded it.

      import \(source.module)
      import ImmutableDataTesting
      import Testing

      @MainActor @Test func \(name.prefix(1).lowercased() + name.dropFirst())() throws {
        try TestStore.replay(recording, statesAfter: statesAfter, version: \(version), reducer: \(source.reducer))
      }

      /// The state before the first action, and the actions (an action log of version \(version)).
      private let recording = \(Self.literal(recording))

      /// The state after each action.
      private let statesAfter = \(Self.literal(states))

      """
  }

  private static func json<Value : Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `text` as a raw multi-line string literal, with enough `#` that nothing in it ends the literal.
  static func literal(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
      hashes += "#"
    }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
  }
}

/// Why a replay test could not be written.
public enum ReplayTestError : Error, Equatable {
  /// The range holds no action.
  case noActions
  /// The app did not say where its types are (`enableInspector(…, replayTest:)`).
  case notOffered
}
