//  PostgresTLSFailure.swift

import PostgresNIO

/// What a failed TLS negotiation means to whoever starts animals-server: postgres-nio reports the
/// server's "no" to TLS itself, and the handshake's failures as NIOSSL's errors under a connection error.
enum PostgresTLSFailure {
  /// The sentence for `error` if TLS caused it, nil otherwise.
  static func error(_ error: PSQLError, database: String, host: String, rootCertificate: String?) -> PostgresStoreError? {
    if error.code == .sslUnsupported { return .tlsUnsupported(database: database) }
    if error.code == .receivedUnencryptedDataAfterSSLRequest {
      return .tlsHandshakeFailed(database: database, reason: "the server sent unencrypted data right after agreeing to TLS")
    }
    switch error.underlying {
    case let failure as NIOSSLExtraError where failure == .failedToValidateHostname:
      return .hostNameMismatch(database: database, host: host)
    case let failure as NIOSSLError:
      // BoringSSL reports a chain it cannot verify only in the text of its error.
      if case .handshakeFailed(let reason) = failure, String(describing: reason).contains("CERTIFICATE_VERIFY_FAILED") {
        return .untrustedCertificate(database: database, rootCertificate: rootCertificate)
      }
      return .tlsHandshakeFailed(database: database, reason: Self.reason(failure))
    case let failure as NIOSSLExtraError:
      return .tlsHandshakeFailed(database: database, reason: String(describing: failure))
    default:
      return nil
    }
  }

  /// BoringSSL's reason names ("WRONG_VERSION_NUMBER" → "wrong version number"), without its source paths.
  private static func reason(_ error: NIOSSLError) -> String {
    guard case .handshakeFailed(let errors) = error else {
      return error == .uncleanShutdown ? "the server closed the connection during the handshake" : String(describing: error)
    }
    let names = String(describing: errors).split(separator: "OPENSSL_internal:").dropFirst().map {
      $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.replacingOccurrences(of: "_", with: " ").lowercased()
    }
    return names.isEmpty ? String(describing: errors) : names.joined(separator: ", ")
  }
}
