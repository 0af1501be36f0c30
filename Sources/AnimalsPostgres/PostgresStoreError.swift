//  PostgresStoreError.swift

/// Why the PostgreSQL store cannot be used, in words shown to whoever starts animals-server.
public enum PostgresStoreError : Error, Hashable, Sendable, CustomStringConvertible {
  case invalidURL(String)
  /// No answer within the connect timeout, or the connection was refused.
  case unreachable(database: String, timeoutSeconds: Int, reason: String)
  /// The server refused the user name or password.
  case authenticationFailed(database: String, reason: String)
  /// The database does not exist, or the user may not connect to it.
  case noSuchDatabase(database: String, reason: String)
  /// The schema holds tables that are not ours: nothing was created or changed.
  case foreignSchema(database: String, tables: [String])
  /// A newer animals-server migrated the database past what this one knows.
  case newerSchema(database: String, version: Int, known: Int)
  /// Anything else the server answered while the store was opened.
  case cannotOpen(database: String, reason: String)
  /// The `sslrootcert` file is missing, unreadable, too large or holds no PEM certificate.
  case unusableRootCertificate(path: String, problem: String)
  /// The server answered the request for TLS with "no".
  case tlsUnsupported(database: String)
  /// The server's certificate does not verify against the system's trust store or, if given, the
  /// `sslrootcert` file: not signed by an authority they hold, or expired.
  case untrustedCertificate(database: String, rootCertificate: String?)
  /// The server's certificate is valid, but not for the host the URL names.
  case hostNameMismatch(database: String, host: String)
  /// The TLS handshake failed for another reason.
  case tlsHandshakeFailed(database: String, reason: String)
  /// The server's pg_hba.conf refused the connection without TLS (`sslmode=disable`).
  case refusedWithoutTLS(database: String, reason: String)

  public var description: String {
    switch self {
    case .invalidURL(let message):
      message
    case .unreachable(let database, let seconds, let reason):
      "Cannot reach the PostgreSQL database \(database) within \(seconds) seconds (\(reason)). Is the server running, and are the host and port right?"
    case .authenticationFailed(let database, let reason):
      "PostgreSQL refused the user of \(database): \(reason). Check the user name and password."
    case .noSuchDatabase(let database, let reason):
      "Cannot use the PostgreSQL database \(database): \(reason). Create it first (createdb), or check its name."
    case .foreignSchema(let database, let tables):
      "The PostgreSQL database \(database) already holds tables that are not animals-server's (\(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : "")). "
        + "It was left untouched: give animals-server a database of its own."
    case .newerSchema(let database, let version, let known):
      "The PostgreSQL database \(database) was set up by a newer animals-server (schema version \(version); this one knows up to \(known)). It was left untouched."
    case .cannotOpen(let database, let reason):
      "Cannot open the PostgreSQL database \(database): \(reason)"
    case .unusableRootCertificate(let path, let problem):
      "Cannot use the CA certificate file \(path) (sslrootcert): \(problem)."
    case .tlsUnsupported(let database):
      "The PostgreSQL server of \(database) does not offer TLS: turn on ssl in its configuration, "
        + "or add ?sslmode=disable to the URL, but only on a trusted network (data and passwords then cross it in clear text)."
    case .untrustedCertificate(let database, let rootCertificate):
      "The certificate of the PostgreSQL server of \(database) cannot be verified against \(rootCertificate ?? Self.systemTrustStore) "
        + "(not signed by a trusted authority, or expired): give the CA certificate that signed it with ?sslrootcert=/path/to/ca.pem."
    case .hostNameMismatch(let database, let host):
      "The certificate of the PostgreSQL server of \(database) is not valid for the host \"\(host)\": "
        + "connect with a host name the certificate names."
    case .tlsHandshakeFailed(let database, let reason):
      "The TLS handshake with the PostgreSQL server of \(database) failed (\(reason))."
    case .refusedWithoutTLS(let database, let reason):
      "PostgreSQL refused the unencrypted connection of \(database) (\(reason)): "
        + "the server may accept this user only over TLS; ask for it with ?sslmode=verify-full (or require) in the URL."
    }
  }

  // Not inside the interpolation above: xgettext (scripts/update-pot.sh) reads an apostrophe in a nested
  // string literal as the start of a C character constant.
  private static let systemTrustStore = "the system's trust store"
}
