//  StreamDropLoggingTests.swift
//  A bounded stream's drops are logged through swift-log, never silent.

@testable import ImmutableData
import Logging
import TestSupport
import Testing

@MainActor @Suite("Back pressure: drops are logged")
struct StreamDropLoggingTests {
  @Test func dropsAreLoggedWithTheirCountAndTheTotalWhenTheStreamEnds() async throws {
    let records = LogRecords()
    var registrar: StreamRegistrar<Int>? = StreamRegistrar(
      logger: records.logger
    )
    let stream = registrar!.makeStream(bufferingPolicy: .bufferingOldest(2))
    for index in 0..<7 {
      registrar!.yield(index)
    }
    #expect(registrar!.droppedElementCount == 5)
    // The first drop, then each time the total doubles: 1, 2, 4.
    #expect(records.metadata("dropped") == ["1", "2", "4"])
    registrar = nil
    #expect(records.metadata("dropped") == ["1", "2", "4", "5"])
    #expect(records.levels.allSatisfy { $0 == .warning })
    #expect(await collectAll(stream) == [0, 1])
  }

  @Test func anUnboundedStreamLogsNothing() {
    let records = LogRecords()
    let registrar = StreamRegistrar<Int>(logger: records.logger)
    let stream = registrar.makeStream(bufferingPolicy: .unbounded)
    for index in 0..<5_000 {
      registrar.yield(index)
    }
    #expect(registrar.droppedElementCount == 0)
    #expect(records.metadata("dropped").isEmpty)
    _ = stream
  }
}
