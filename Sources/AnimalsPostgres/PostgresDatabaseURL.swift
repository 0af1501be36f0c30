//  PostgresDatabaseURL.swift

import Foundation

/// A `postgres://user[:password]@host[:port]/database` URL (also `postgresql://`), as `--database` and
/// `ANIMALS_DATABASE_URL` take it. TCP only; the port defaults to 5432. Refused with a sentence that says
/// what is wrong, before anything connects.
public struct PostgresDatabaseURL : Sendable, Hashable, CustomStringConvertible {
  public var host: String
  public var port: Int
  public var username: String
  public var password: String?
  public var database: String

  public init(host: String, port: Int = 5432, username: String, password: String? = nil, database: String) {
    self.host = host
    self.port = port
    self.username = username
    self.password = password
    self.database = database
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
    guard components.query == nil else { throw .invalidURL("The database URL takes no options (\"?\(components.query ?? "")\").") }
    let port = components.port ?? 5432
    guard (1 ... 65_535).contains(port) else { throw .invalidURL("The database port must be a number from 1 to 65535.") }
    self.init(
      host: host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host,
      port: port,
      username: username.removingPercentEncoding ?? username,
      password: components.password.map { $0.removingPercentEncoding ?? $0 },
      database: database.removingPercentEncoding ?? database
    )
  }

  /// The URL without its password: what logs and messages show.
  public var description: String {
    let host = self.host.contains(":") ? "[\(self.host)]" : self.host
    return "postgres://\(self.username)@\(host):\(self.port)/\(self.database)"
  }

  private static func redacted(_ text: String) -> String {
    guard var components = URLComponents(string: text), components.password != nil else { return text }
    components.password = "***"
    return components.string ?? text
  }
}
