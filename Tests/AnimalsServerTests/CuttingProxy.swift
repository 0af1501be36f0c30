//  CuttingProxy.swift

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback TCP proxy in front of a server that cuts connections: each new connection takes the next
/// budget from `cutAfter(_:)` and is closed (both ways, without a goodbye) once the server has sent it
/// that many bytes, wherever they end: in the headers, in the middle of an event or between two.
/// Connections after the last budget are passed through whole.
final class CuttingProxy : @unchecked Sendable {
  let port: Int
  private let listener: Int32
  private let upstreamPort: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var budgets: [Int] = []
  private var cutConnections = 0

  init(upstreamPort: Int) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw POSIXError(.EIO) }
    var address = Self.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
    guard bound, Glibc.listen(listener, 64) == 0 else {
      close(listener)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    self.listener = listener
    self.port = Int(UInt16(bigEndian: address.sin_port))
    self.upstreamPort = upstreamPort
    Thread { [self] in self.acceptConnections() }.start()
  }

  var url: URL {
    URL(string: "http://127.0.0.1:\(self.port)")!
  }

  /// The next connections are cut after these many bytes from the server, one budget each, in order.
  func cutAfter(_ budgets: [Int]) {
    self.lock.withLock { self.budgets = budgets }
  }

  /// How many connections were cut so far.
  var cuts: Int {
    self.lock.withLock { self.cutConnections }
  }

  /// Stops accepting; connections already open run on until either side closes them.
  func stop() {
    shutdown(self.listener, Int32(SHUT_RDWR))
  }

  private func acceptConnections() {
    while true {
      let client = accept(self.listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        close(self.listener)
        return
      }
      let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = Self.loopback(port: self.upstreamPort)
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
      }
      guard connected else {
        close(upstream)
        close(client)
        continue
      }
      let budget: Int? = self.lock.withLock { self.budgets.isEmpty ? nil : self.budgets.removeFirst() }
      let pair = SocketPair(client: client, upstream: upstream)
      Thread { _ = pair.pump(from: client, to: upstream, budget: nil) }.start()
      Thread { [self] in
        if pair.pump(from: upstream, to: client, budget: budget) {
          self.lock.withLock { self.cutConnections += 1 }
        }
      }.start()
    }
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return address
  }
}

/// The two sockets of one proxied connection; whichever direction ends first shuts both, and the last
/// one to finish closes them.
private final class SocketPair : @unchecked Sendable {
  private let client: Int32
  private let upstream: Int32
  private let lock = NSLock()
  private var running = 2

  init(client: Int32, upstream: Int32) {
    self.client = client
    self.upstream = upstream
  }

  /// Copies bytes until either side closes or `budget` bytes went through; true when the budget ran out.
  func pump(from source: Int32, to destination: Int32, budget: Int?) -> Bool {
    var remaining = budget ?? Int.max
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var cut = remaining == 0
    while remaining > 0 {
      let count = recv(source, &buffer, min(buffer.count, remaining), 0)
      guard count > 0 else { break }
      guard send(destination, buffer, count, Int32(MSG_NOSIGNAL)) == count else { break }
      remaining -= count
      cut = remaining == 0
    }
    shutdown(self.client, Int32(SHUT_RDWR))
    shutdown(self.upstream, Int32(SHUT_RDWR))
    let last = self.lock.withLock {
      self.running -= 1
      return self.running == 0
    }
    if last {
      close(self.client)
      close(self.upstream)
    }
    return cut
  }
}
