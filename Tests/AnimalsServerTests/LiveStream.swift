//  LiveStream.swift

import Foundation

/// A `GET /animals/changes` stream read over a raw socket, event by event (each event is one chunk).
final class LiveStream {
  struct Event : Equatable {
    var name: String
    var id: Int64?
    var data: String
  }

  let socket: RawSocket
  private var pending = ""
  private var events: [Event] = []
  /// The status line and headers.
  private(set) var head = ""

  init(port: Int, since: Int64?, host: String = "127.0.0.1") throws {
    self.socket = try RawSocket(port: port, readTimeout: .seconds(5))
    let query = since.map { "?since=\($0)" } ?? ""
    self.socket.send("GET /animals/changes\(query) HTTP/1.1\r\nHost: \(host)\r\nAccept: text/event-stream\r\n\r\n")
  }

  /// The next event, or nil when none comes within the read timeout, the server closes, or it answered
  /// with something else than 200 (a refusal says so at once instead of after the read timeout).
  func next() -> Event? {
    while self.events.isEmpty {
      guard case .data(let data) = self.socket.read() else { return nil }
      // "\r\n" is one Character in Swift: made "\n" so lines split as the bytes do.
      self.pending += String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
      self.parse()
      if !self.head.isEmpty, !self.head.hasPrefix("HTTP/1.1 200") { return nil }
    }
    return self.events.removeFirst()
  }

  /// The first `count` events (fewer if the stream stops).
  func next(_ count: Int) -> [Event] {
    (0 ..< count).compactMap { _ in self.next() }
  }

  private func parse() {
    if self.head.isEmpty, let end = self.pending.range(of: "\n\n") {
      self.head = String(self.pending[..<end.lowerBound])
      self.pending = String(self.pending[end.upperBound...])
    }
    guard !self.head.isEmpty, let lastNewline = self.pending.lastIndex(of: "\n") else { return }
    let complete = self.pending[...lastNewline]
    self.pending = String(self.pending[self.pending.index(after: lastNewline)...])
    var id: Int64?
    var name: String?
    for line in complete.split(separator: "\n") {
      if line.hasPrefix("id: ") {
        id = Int64(line.dropFirst(4))
      } else if line.hasPrefix("event: ") {
        name = String(line.dropFirst(7))
      } else if line.hasPrefix("data: "), let eventName = name {
        self.events.append(Event(name: eventName, id: id, data: String(line.dropFirst(6))))
        (id, name) = (nil, nil)
      }
    }
  }
}
