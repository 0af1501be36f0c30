//  LogRecords.swift

import Logging
import Synchronization

/// What was logged through `logger`, for tests that check what went to the log: every entry at any level,
/// with its message and its metadata (the handler's merged with the event's).
public final class LogRecords : Sendable {
  /// One logged entry.
  public struct Entry : Sendable {
    public var level: Logger.Level
    public var message: String
    public var metadata: Logger.Metadata
  }

  private let entries = Mutex<[Entry]>([])

  public init() {}

  /// A logger whose every message is kept here.
  public var logger: Logger {
    Logger(label: "test") { _ in Handler(records: self) }
  }

  public var all: [Entry] {
    self.entries.withLock { $0 }
  }

  public var messages: [String] {
    self.all.map(\.message)
  }

  public var levels: [Logger.Level] {
    self.all.map(\.level)
  }

  /// The values of the metadata key `key`, in the order logged, of the entries that have it.
  public func metadata(_ key: String) -> [String] {
    self.all.compactMap { $0.metadata[key].map { "\($0)" } }
  }

  fileprivate func append(_ entry: Entry) {
    self.entries.withLock { $0.append(entry) }
  }

  private struct Handler : LogHandler {
    let records: LogRecords
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { self.metadata[key] }
      set { self.metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      let metadata = self.metadata.merging(event.metadata ?? [:]) { $1 }
      self.records.append(Entry(level: event.level, message: "\(event.message)", metadata: metadata))
    }
  }
}
