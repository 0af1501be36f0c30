//  PostgresDatabaseURL.swift

import Foundation

/// A `postgres://user[:password]@host[:port]/database[?sslmode=…&sslrootcert=…]` URL (also
/// `postgresql://`), as `--database` and `ANIMALS_DATABASE_URL` take it. TCP only; the port defaults to
/// 5432. Refused with a sentence that says what is wrong, before anything connects.
///
/// The options are libpq's: `sslmode` (`disable`, `require` or `verify-full`) and `sslrootcert` (the
/// absolute path of a PEM file of the CA certificates to trust instead of the system's). Without
/// `sslmode`, a loopback host is reached without TLS and any other with `verify-full`.
public struct PostgresDatabaseURL : Sendable, Hashable, CustomStringConvertible {
  public var host: String
  public var port: Int
  public var username: String
  public var password: String?
  public var database: String
  /// The `sslmode` the URL gives, nil for the default of its host (see `effectiveSSLMode`).
  public var sslMode: PostgresSSLMode?
  /// The absolute path of the PEM file of CA certificates to trust instead of the system's store.
  public var sslRootCertificate: String?

  public init(
    host: String, port: Int = 5432, username: String, password: String? = nil, database: String,
    sslMode: PostgresSSLMode? = nil, sslRootCertificate: String? = nil
  ) {
    self.host = host
    self.port = port
    self.username = username
    self.password = password
    self.database = database
    self.sslMode = sslMode
    self.sslRootCertificate = sslRootCertificate
  }

  public init(_ text: String) throws(PostgresStoreError) {
    let example = "postgres://user@host:5432/database"
    guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
          scheme == "postgres" || scheme == "postgresql" else {
      throw .invalidURL("\"\(Self.redacted(text))\" is not a PostgreSQL URL such as \(example).")
    }
    guard let host = components.host, !host.isEmpty else { throw .invalidURL("The database URL needs a host, as in \(example).") }
    guard let username = components.user, !username.isEmpty else { throw .invalidURL("The database URL needs a user name, as in \(example).") }
    let database = String(components.path.drop { $0 == "/" })
    guard !database.isEmpty, !database.contains("/") else { throw .invalidURL("The database URL needs a database name after the host, as in \(example).") }
    let port = components.port ?? 5432
    guard (1 ... 65_535).contains(port) else { throw .invalidURL("The database port must be a number from 1 to 65535.") }
    let options = try PostgresURLOptions(query: components.percentEncodedQuery)
    self.init(
      host: host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host,
      port: port,
      username: username.removingPercentEncoding ?? username,
      password: components.password.map { $0.removingPercentEncoding ?? $0 },
      database: database.removingPercentEncoding ?? database,
      sslMode: options.sslMode,
      sslRootCertificate: options.sslRootCertificate
    )
  }

  /// The mode the connections use: the URL's `sslmode`, or by default `disable` for a loopback host
  /// (`localhost`, 127.0.0.0/8, `::1`) and `verify-full` for any other, or when a root certificate is given.
  public var effectiveSSLMode: PostgresSSLMode {
    if let sslMode { return sslMode }
    return self.sslRootCertificate == nil && self.isLoopback ? .disable : .verifyFull
  }

  /// Whether the host is this machine, where the connection never crosses a network.
  public var isLoopback: Bool {
    let host = self.host.lowercased()
    if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }

  /// The URL without its password: what logs and messages show (the options it gave included).
  public var description: String {
    let host = self.host.contains(":") ? "[\(self.host)]" : self.host
    let options = [("sslmode", self.sslMode?.rawValue), ("sslrootcert", self.sslRootCertificate)].compactMap { name, value in
      value.map { "\(name)=\($0.addingPercentEncoding(withAllowedCharacters: Self.optionValueCharacters) ?? $0)" }
    }
    return "postgres://\(self.username)@\(host):\(self.port)/\(self.database)" + (options.isEmpty ? "" : "?" + options.joined(separator: "&"))
  }

  private static let optionValueCharacters = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))

  /// `text` as a message may show it: a URL without its password; what is no URL without anything
  /// that could be one (what precedes an "@", or follows a ":" when there is none).
  private static func redacted(_ text: String) -> String {
    if var components = URLComponents(string: text), components.host?.isEmpty == false {
      guard components.password != nil else { return text }
      components.password = "***"
      if let redacted = components.string { return redacted }
    }
    let scheme = text.range(of: "://").map { String(text[..<$0.upperBound]) } ?? ""
    let rest = text.dropFirst(scheme.count)
    if let at = rest.lastIndex(of: "@") {
      return scheme + "…" + rest[at...]
    }
    if let colon = rest.firstIndex(of: ":") {
      return scheme + rest[..<colon] + ":…"
    }
    return text
  }
}
