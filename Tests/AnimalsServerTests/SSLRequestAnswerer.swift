//  SSLRequestAnswerer.swift

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback "PostgreSQL server" that answers the first client's request for TLS (SSLRequest) with
/// `answer`, then the client's next message (its TLS hello) with `reply`, if given, and hangs up when the
/// client does: "N" is a server without ssl, "S" and then anything but TLS a broken one.
final class SSLRequestAnswerer : @unchecked Sendable {
  private let listener: SilentListener

  var port: Int {
    self.listener.port
  }

  init(answer: String, reply: String? = nil) throws {
    let listener = try SilentListener()
    self.listener = listener
    let descriptor = listener.descriptor
    Thread.detachNewThread {
      let client = accept(descriptor, nil, nil)
      guard client >= 0 else { return }
      defer { close(client) }
      // SSLRequest: length 8, then the code 80877103.
      var request = [UInt8](repeating: 0, count: 8)
      guard recv(client, &request, 8, Int32(MSG_WAITALL)) == 8 else { return }
      _ = send(client, Array(answer.utf8), answer.utf8.count, 0)
      var rest = [UInt8](repeating: 0, count: 4096)
      if let reply, recv(client, &rest, rest.count, 0) > 0 {
        _ = send(client, Array(reply.utf8), reply.utf8.count, 0)
      }
      while recv(client, &rest, rest.count, 0) > 0 {}
    }
  }

  deinit {
    // Wakes the thread if no client came.
    shutdown(self.listener.descriptor, Int32(SHUT_RDWR))
  }
}
