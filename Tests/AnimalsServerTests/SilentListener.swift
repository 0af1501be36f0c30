//  SilentListener.swift

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback TCP socket that accepts connections (the kernel does, from the backlog) but never
/// answers: what a hung server looks like to a client.
final class SilentListener {
  let port: Int
  let descriptor: Int32

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(descriptor, pointer, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, pointer, &length) == 0
      }
    }
    guard bound else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// A port nothing listens on: bound once to learn a free one, then released.
  static func freePort() throws -> Int {
    let listener = try SilentListener()
    return listener.port
  }

  deinit {
    close(self.descriptor)
  }
}
