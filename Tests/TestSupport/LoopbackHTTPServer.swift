//  LoopbackHTTPServer.swift

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 with canned responses per path, for HTTP client tests.
/// One thread accepts connections; each request gets its response and the connection is closed.
public final class LoopbackHTTPServer : @unchecked Sendable {
  public struct Response {
    public var status: Int
    public var contentType: String
    public var body: Data
    /// Further header lines, e.g. `Content-Encoding: gzip`.
    public var headers: [String : String]
    /// When set, the body is sent one byte at a time with this pause before each byte.
    public var trickleInterval: TimeInterval?
    /// When true, the body is sent again and again, with no length, until the client hangs up.
    public var isEndless: Bool

    public init(
      status: Int, contentType: String, body: Data, headers: [String : String] = [:], trickleInterval: TimeInterval? = nil, isEndless: Bool = false
    ) {
      self.status = status
      self.contentType = contentType
      self.body = body
      self.headers = headers
      self.trickleInterval = trickleInterval
      self.isEndless = isEndless
    }
  }

  public let port: UInt16
  private let socket: Int32
  private let responses: [String : Response]
  /// Signalled when the accept thread has returned, so `stop()` closes the socket only after it:
  /// closing first would let the thread accept on a reused descriptor of the next test's server.
  private let finished = DispatchSemaphore(value: 0)
  private let stopping = NSLock()
  private var isStopping = false

  public init(responses: [String : Response]) throws {
    self.responses = responses
    let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && listen(descriptor, 16) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    self.socket = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in self.serve() }
    thread.start()
  }

  public func stop() {
    self.stopping.withLock { self.isStopping = true }
    shutdown(self.socket, Int32(SHUT_RDWR))
    self.finished.wait()
    close(self.socket)
  }

  public var baseURL: URL {
    URL(string: "http://127.0.0.1:\(self.port)/")!
  }

  private func serve() {
    defer { self.finished.signal() }
    while true {
      let client = accept(self.socket, nil, nil)
      guard client >= 0 else { return }
      self.answer(client)
      close(client)
    }
  }

  private func answer(_ client: Int32) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while !request.contains("\r\n\r\n".data(using: .utf8)!) {
      let count = read(client, &buffer, buffer.count)
      guard count > 0 else { return }
      request.append(contentsOf: buffer[0 ..< count])
    }
    let requestLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let response = self.responses[path] ?? Response(status: 404, contentType: "text/plain", body: Data("not found".utf8))
    var head = "HTTP/1.1 \(response.status) Status\r\n"
    head += "Content-Type: \(response.contentType)\r\n"
    if !response.isEndless {
      head += "Content-Length: \(response.body.count)\r\n"
    }
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "Connection: close\r\n\r\n"
    guard self.send(Data(head.utf8), to: client) else { return }
    while response.isEndless, !response.body.isEmpty, !self.stopping.withLock({ self.isStopping }) {
      guard self.send(response.body, to: client) else { return }
    }
    guard let interval = response.trickleInterval else {
      _ = self.send(response.body, to: client)
      return
    }
    for byte in response.body {
      // In short naps, so that `stop()` need not wait out a long pause.
      let resume = Date(timeIntervalSinceNow: interval)
      while Date() < resume {
        guard !self.stopping.withLock({ self.isStopping }) else { return }
        Thread.sleep(forTimeInterval: min(0.05, interval))
      }
      // The client hung up (gave up on the trickle): stop.
      guard self.send(Data([byte]), to: client) else { return }
    }
  }

  /// False once the client has closed the connection. MSG_NOSIGNAL: a closed peer is an error, not SIGPIPE.
  private func send(_ data: Data, to client: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = Glibc.send(client, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }
}
