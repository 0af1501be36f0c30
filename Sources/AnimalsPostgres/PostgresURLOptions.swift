//  PostgresURLOptions.swift

import Foundation

/// The `?name=value&…` options of a database URL: only `sslmode` and `sslrootcert`, each at most once,
/// percent-decoded. Anything else is refused with a sentence that lists what is accepted.
struct PostgresURLOptions {
  var sslMode: PostgresSSLMode?
  var sslRootCertificate: String?

  static let accepted = "sslmode=disable|require|verify-full and sslrootcert=/absolute/path/to/ca.pem"

  init(query: String?) throws(PostgresStoreError) {
    guard let query, !query.isEmpty else { return }
    var seen: Set<String> = []
    for item in query.split(separator: "&") {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
      guard name == "sslmode" || name == "sslrootcert" else {
        throw .invalidURL("The database URL takes only the options \(Self.accepted), not \"\(name)\".")
      }
      guard seen.insert(name).inserted else { throw .invalidURL("The database URL gives the option \(name) twice.") }
      guard parts.count == 2, let value = String(parts[1]).removingPercentEncoding, !value.isEmpty else {
        throw .invalidURL("The database URL's option \(name) needs a value, as in \(Self.accepted).")
      }
      if name == "sslmode" {
        guard let mode = PostgresSSLMode(rawValue: value) else {
          throw .invalidURL("The database URL's sslmode must be disable, require or verify-full, not \"\(value)\".")
        }
        self.sslMode = mode
      } else {
        guard value.hasPrefix("/") else {
          throw .invalidURL("The database URL's sslrootcert must be an absolute path (starting with /), not \"\(value)\".")
        }
        self.sslRootCertificate = value
      }
    }
    if self.sslMode == .disable, self.sslRootCertificate != nil {
      throw .invalidURL("The database URL gives sslrootcert with sslmode=disable, which uses no certificate: remove one of them.")
    }
  }
}
