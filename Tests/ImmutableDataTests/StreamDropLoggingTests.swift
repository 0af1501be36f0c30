//  StreamDropLoggingTests.swift
//  A bounded stream's drops are logged through swift-log, never silent.

@testable import ImmutableData
import Logging
import Synchronization
import Testing

@MainActor @Suite("Back pressure: drops are logged")
struct StreamDropLoggingTests {
  @Test func dropsAreLoggedWithTheirCountAndTheTotalWhenTheStreamEnds() async throws {
    let records = LogRecords()
    var registrar: StreamRegistrar<Int>? = StreamRegistrar(
      logger: Logger(label: "test") { _ in RecordingLogHandler(records: records) }
    )
    let stream = registrar!.makeStream(bufferingPolicy: .bufferingOldest(2))
    for index in 0..<7 {
      registrar!.yield(index)
    }
    #expect(registrar!.droppedElementCount == 5)
    // The first drop, then each time the total doubles: 1, 2, 4.
    #expect(records.dropped == ["1", "2", "4"])
    registrar = nil
    #expect(records.dropped == ["1", "2", "4", "5"])
    #expect(records.levels.allSatisfy { $0 == .warning })
    #expect(await collectAll(stream) == [0, 1])
  }

  @Test func anUnboundedStreamLogsNothing() {
    let records = LogRecords()
    let registrar = StreamRegistrar<Int>(logger: Logger(label: "test") { _ in RecordingLogHandler(records: records) })
    let stream = registrar.makeStream(bufferingPolicy: .unbounded)
    for index in 0..<5_000 {
      registrar.yield(index)
    }
    #expect(registrar.droppedElementCount == 0)
    #expect(records.dropped.isEmpty)
    _ = stream
  }
}

final class LogRecords : Sendable {
  private let entries = Mutex<[(level: Logger.Level, metadata: Logger.Metadata)]>([])

  func append(level: Logger.Level, metadata: Logger.Metadata) {
    self.entries.withLock { $0.append((level, metadata)) }
  }

  var levels: [Logger.Level] {
    self.entries.withLock { $0.map(\.level) }
  }

  var dropped: [String] {
    self.entries.withLock { $0.compactMap { $0.metadata["dropped"].map { "\($0)" } } }
  }
}

struct RecordingLogHandler : LogHandler {
  let records: LogRecords
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.metadata[key] }
    set { self.metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    self.records.append(level: event.level, metadata: self.metadata.merging(event.metadata ?? [:]) { $1 })
  }
}
