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
    }
  }
}
