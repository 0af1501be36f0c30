//  LoggedLines.swift

import Logging
import Synchronization

/// The messages logged through `logger`, for tests that check what went to the log.
final class LoggedLines : Sendable {
  private let lines = Mutex<[String]>([])

  var all: [String] {
    self.lines.withLock { $0 }
  }

  /// A logger whose every message (at any level) is kept here.
  var logger: Logger {
    Logger(label: "test") { _ in Handler(lines: self) }
  }

  fileprivate func append(_ line: String) {
    self.lines.withLock { $0.append(line) }
  }

  private struct Handler : LogHandler {
    let lines: LoggedLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { self.metadata[key] }
      set { self.metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      self.lines.append("\(event.message)")
    }
  }
}
