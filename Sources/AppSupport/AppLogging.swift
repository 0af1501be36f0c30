//  AppLogging.swift

import Foundation
import Logging

/// The apps' logging: lines on standard error, warnings and errors by default, everything from
/// `.info` on with `--verbose`. The level is one for the whole process and can be raised later,
/// when a second launch with `--verbose` reaches the running instance.
public enum AppLogging {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var currentLevel = Logger.Level.warning

  /// Installs the handler; call once, first thing in `main`.
  public static func bootstrap(verbose: Bool) {
    self.setVerbose(verbose)
    LoggingSystem.bootstrap { label in ProcessLevelLogHandler(stream: StreamLogHandler.standardError(label: label)) }
  }

  /// Logs `.info` and up when `verbose`, otherwise `.warning` and up.
  public static func setVerbose(_ verbose: Bool) {
    self.level = verbose ? .info : .warning
  }

  static var level: Logger.Level {
    get { self.lock.withLock { self.currentLevel } }
    set { self.lock.withLock { self.currentLevel = newValue } }
  }
}

/// A stream handler whose level is the process's (`AppLogging.level`), not one copy per logger.
struct ProcessLevelLogHandler : LogHandler {
  var stream: StreamLogHandler

  var logLevel: Logger.Level {
    get { AppLogging.level }
    set { AppLogging.level = newValue }
  }

  var metadata: Logger.Metadata {
    get { self.stream.metadata }
    set { self.stream.metadata = newValue }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.stream[metadataKey: key] }
    set { self.stream[metadataKey: key] = newValue }
  }

  func log(event: LogEvent) {
    self.stream.log(event: event)
  }
}
