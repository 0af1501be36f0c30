//  PostgresSSLMode.swift

/// How the store's connections use TLS: libpq's `sslmode` values that never fall back to clear text
/// without being asked to (`allow` and `prefer` do, so they are not offered).
public enum PostgresSSLMode : String, Sendable, Hashable, CaseIterable {
  /// No TLS: the data and queries cross the network in clear text.
  case disable
  /// Encrypted, but the server's certificate is not checked (unless a root certificate is given, then
  /// its chain is, as libpq does): protects against eavesdropping, not against an impostor.
  case require
  /// Encrypted, the certificate's chain checked against the system's trust store (or the root
  /// certificate given) and its names against the host.
  case verifyFull = "verify-full"
}
