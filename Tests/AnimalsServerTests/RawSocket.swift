//  RawSocket.swift

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to a loopback port, to send exactly the bytes a test wants (any `Host`, half a
/// request) and to see when the server closes. Every read waits at most `readTimeout`.
final class RawSocket {
  private let descriptor: Int32

  init(port: Int, readTimeout: Duration = .seconds(5)) throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var timeout = timeval(tv_sec: Int(readTimeout.components.seconds), tv_usec: Int(readTimeout.components.attoseconds / 1_000_000_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
    guard connected else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    self.descriptor = descriptor
  }

  deinit {
    close(self.descriptor)
  }

  /// The socket's descriptor, to wait on many sockets at once with `poll`.
  var fileDescriptor: Int32 {
    self.descriptor
  }

  func send(_ text: String) {
    self.send(Data(text.utf8))
  }

  func send(_ data: Data) {
    _ = data.withUnsafeBytes { Glibc.send(self.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  enum ReadResult : Equatable {
    case data(Data)
    /// The server closed the connection (or reset it).
    case closed
    /// Nothing within the read timeout.
    case timedOut
  }

  func read() -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = recv(self.descriptor, &buffer, buffer.count, 0)
    if count > 0 { return .data(Data(buffer[0 ..< count])) }
    if count == 0 || errno == ECONNRESET { return .closed }
    return .timedOut
  }

  /// Everything until the server closes the connection (a `Connection: close` request), or nil on a timeout.
  func readToEnd() -> Data? {
    var all = Data()
    while true {
      switch self.read() {
      case .data(let data): all.append(data)
      case .closed: return all
      case .timedOut: return nil
      }
    }
  }
}
