//  RawRequest.swift

import AnimalsData
import Foundation

/// One HTTP/1.1 request written by hand over a `RawSocket`, with exactly the headers a test gives.
struct RawRequest {
  var method = "POST"
  var path = "/animals/api"
  var headers: [(String, String)]
  var body: String

  /// A request as the client sends it to `port`, with `body`; tests then change one header.
  init(port: Int, body: String = #"{"query":[{"categories":{}}]}"#) {
    self.headers = [("Host", "127.0.0.1:\(port)"), ("Content-Type", "application/json")]
    self.body = body
  }

  func setting(_ name: String, _ value: String?) -> RawRequest {
    var copy = self
    copy.headers.removeAll { $0.0.lowercased() == name.lowercased() }
    if let value { copy.headers.append((name, value)) }
    return copy
  }

  struct Reply {
    var status: Int
    var body: Data

    var errorMessage: String? {
      (try? JSONDecoder().decode(RemoteErrorResponse.self, from: self.body))?.error
    }
  }

  func send(to port: Int) throws -> Reply {
    let socket = try RawSocket(port: port)
    var text = "\(self.method) \(self.path) HTTP/1.1\r\n"
    for (name, value) in self.headers + [("Content-Length", "\(self.body.utf8.count)"), ("Connection", "close")] {
      text += "\(name): \(value)\r\n"
    }
    socket.send(text + "\r\n" + self.body)
    guard let data = socket.readToEnd() else { throw NoReply() }
    return try Self.parse(data)
  }

  static func parse(_ data: Data) throws -> Reply {
    guard let separator = data.firstRange(of: Data("\r\n\r\n".utf8)),
      let statusLine = String(decoding: data[..<separator.lowerBound], as: UTF8.self).split(separator: "\r\n").first,
      let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
    else { throw NoReply() }
    return Reply(status: status, body: Data(data[separator.upperBound...]))
  }

  struct NoReply : Error {}
}
