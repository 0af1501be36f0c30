//  ServerSentEventParserTests.swift

@testable import AnimalsClient
import AnimalsData
import Foundation
import Testing

/// The event-stream reader follows the spec whatever the chunking, and refuses what no server sends.
@Suite struct ServerSentEventParserTests {
  static func parse(_ chunks: [String], maxEventBytes: Int = 1 << 20) throws -> [ServerSentEvent] {
    var parser = ServerSentEventParser(maxEventBytes: maxEventBytes)
    return try chunks.flatMap { try parser.feed(Array($0.utf8)) }
  }

  static let stream = "id: 7\nevent: change\ndata: {\"a\":1}\n\n: keep-alive\n\nevent: hello\r\ndata: one\r\ndata:two\r\n\r\ndata\rretry: 10\runknown: x\r\r"

  static let expected = [
    ServerSentEvent(name: "change", id: "7", data: #"{"a":1}"#),
    ServerSentEvent(name: "hello", id: "7", data: "one\ntwo"),
    ServerSentEvent(name: "message", id: "7", data: ""),
  ]

  @Test func fieldsCommentsAndEveryLineEnd() throws {
    #expect(try Self.parse([Self.stream]) == Self.expected)
  }

  @Test func chunksCutAnywhereGiveTheSameEvents() throws {
    let bytes = Array(Self.stream.utf8)
    for cut in 0 ... bytes.count {
      var parser = ServerSentEventParser()
      let events = try parser.feed(bytes[..<cut]) + parser.feed(bytes[cut...])
      #expect(events == Self.expected, "cut at \(cut)")
    }
    var parser = ServerSentEventParser()
    #expect(try bytes.flatMap { try parser.feed([$0]) } == Self.expected)
  }

  @Test func aCRAtTheEndOfAChunkAndItsLFInTheNextEndOneLine() throws {
    #expect(try Self.parse(["data: a\r", "\ndata: b\r", "\n\r", "\n"]) == [ServerSentEvent(data: "a\nb")])
  }

  @Test func anEventWithoutDataOrWithoutItsBlankLineIsNotDispatched() throws {
    #expect(try Self.parse(["event: hello\nid: 3\n\n", "data: unfinished"]) == [])
    #expect(try Self.parse(["id: 3\n\ndata: x\n\n"]) == [ServerSentEvent(id: "3", data: "x")])
  }

  @Test func aByteOrderMarkIsSkippedOnlyAtTheStart() throws {
    #expect(try Self.parse(["\u{FEFF}data: a\n\n"]) == [ServerSentEvent(data: "a")])
    #expect(try Self.parse(["data: a\n\n\u{FEFF}data: b\n\n"]) == [ServerSentEvent(data: "a")])
  }

  @Test func garbageBytesBecomeReplacementCharactersNotACrash() throws {
    var parser = ServerSentEventParser()
    let events = try parser.feed([0xFF, 0x00, 0x0A] + Array("data: ".utf8) + [0xC3, 0x28, 0x0A, 0x0A] + Array("id: a\u{0}b\ndata: z\n\n".utf8))
    #expect(events == [ServerSentEvent(data: "\u{FFFD}("), ServerSentEvent(data: "z")])
  }

  @Test func anOversizedEventIsRefusedEvenSplitOverManyLinesOrChunks() throws {
    let limit = 1_000
    #expect(throws: LiveChannelError.eventTooLarge(limit: limit)) {
      try Self.parse([String(repeating: "x", count: 600), String(repeating: "y", count: 600)], maxEventBytes: limit)
    }
    #expect(throws: LiveChannelError.eventTooLarge(limit: limit)) {
      try Self.parse(Array(repeating: "data: " + String(repeating: "z", count: 90) + "\n", count: 20), maxEventBytes: limit)
    }
    // Events under the limit one by one pass however many there are, and so do endless keep-alives.
    let many = Array(repeating: "data: " + String(repeating: "z", count: 900) + "\n\n: keep-alive\n\n", count: 50)
    #expect(try Self.parse(many, maxEventBytes: limit).count == 50)
    #expect(LiveChannelError.eventTooLarge(limit: 1 << 20).description.contains("larger than 1024 KiB"))
  }

  @Test func liveEventsDecodeAndBadOnesSayWhy() throws {
    #expect(try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "hello", data: #"{"latest":3}"#)) == .hello(latest: 3))
    #expect(try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "reload", data: #"{"latest":0}"#)) == .reload(latest: 0))
    #expect(try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "change", id: "4", data: #"{"sequence":4,"change":{"deleted":{"animalId":"Cat"}}}"#))
      == .change(SequencedChange(sequence: 4, change: .deleted(animalId: "Cat"))))
    #expect(try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "gossip", data: "x")) == nil)
    #expect(throws: LiveChannelError.invalidEvent(name: "hello", reason: "not JSON")) {
      try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "hello", data: "{"))
    }
    #expect(throws: LiveChannelError.invalidEvent(name: "change", reason: "no \"sequence\"")) {
      try RemoteLiveChanges.liveEvent(ServerSentEvent(name: "change", data: #"{"change":"replacedAll"}"#))
    }
  }

  @Test func theChangesURLFollowsTheServerURL() {
    let url = URL(string: "http://127.0.0.1:8080/animals/api")!
    #expect(RemoteLiveChanges.changesURL(for: url, since: 12).absoluteString == "http://127.0.0.1:8080/animals/changes?since=12")
    #expect(RemoteLiveChanges.changesURL(for: URL(string: "http://h:1/")!, since: nil).absoluteString == "http://h:1/animals/changes")
  }
}
