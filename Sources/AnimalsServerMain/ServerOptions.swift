//  ServerOptions.swift

import AnimalsPostgres
import AnimalsServer
import ArgumentParser
import Foundation

/// The command line of animals-server (parsed by swift-argument-parser: `--flag value` and `--flag=value`).
struct ServerOptions : ParsableArguments {
  @Option(help: "Address to listen on. Any other than loopback (127.0.0.1, ::1, localhost) needs a token.")
  var host = AnimalsServer.defaultHost

  @Option(help: "Port to listen on, 0 for any free port.")
  var port = AnimalsServer.defaultPort

  @Option(name: .customLong("data-dir"), help: "Directory of the database (default $XDG_DATA_HOME/org.immutabledata.Animals).")
  var dataDirectory: String?

  @Option(help: "A PostgreSQL database instead of the SQLite file: postgres://user[:password]@host[:port]/database[?sslmode=disable|require|verify-full&sslrootcert=/ca.pem] (default $ANIMALS_DATABASE_URL, if set; TLS verify-full unless the host is loopback). Several servers may share one.")
  var database: String?

  @Option(help: "Secret every request must send as 'Authorization: Bearer TOKEN'. Visible to other users in the process list: prefer --token-file.")
  var token: String?

  @Option(name: .customLong("token-file"), help: "File whose content (without surrounding white space) is the token.")
  var tokenFile: String?

  @Option(name: .customLong("allowed-host"), help: "Another host name requests may address in their Host header (repeatable).")
  var allowedHosts: [String] = []

  @Flag(name: .shortAndLong, help: "Log every request and connection event, not only warnings.")
  var verbose = false

  mutating func validate() throws {
    guard !self.host.isEmpty else { throw ValidationError("--host needs a value.") }
    guard (0 ... 65_535).contains(self.port) else { throw ValidationError("--port must be a number from 0 to 65535, not \(self.port).") }
    guard self.dataDirectory?.isEmpty != true else { throw ValidationError("--data-dir needs a value.") }
    guard self.database?.isEmpty != true else { throw ValidationError("--database needs a value.") }
    guard self.database == nil || self.dataDirectory == nil else { throw ValidationError("Give --database or --data-dir, not both.") }
    guard self.token == nil || self.tokenFile == nil else { throw ValidationError("Give --token or --token-file, not both.") }
  }

  /// The token of `--token` or `--token-file`, nil if neither was given.
  func resolvedToken() throws -> String? {
    if let token { return token }
    guard let tokenFile else { return nil }
    let text: String
    do {
      text = try String(contentsOfFile: tokenFile, encoding: .utf8)
    } catch {
      throw ValidationError("Cannot read the token file \(tokenFile): \(error.localizedDescription)")
    }
    let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !token.isEmpty else { throw ValidationError("The token file \(tokenFile) is empty.") }
    return token
  }

  /// The PostgreSQL database of `--database` or `ANIMALS_DATABASE_URL` (unless `--data-dir` chose a
  /// directory), nil for the SQLite file.
  func databaseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> PostgresDatabaseURL? {
    guard self.dataDirectory == nil, let text = self.database ?? environment["ANIMALS_DATABASE_URL"].flatMap({ $0.isEmpty ? nil : $0 }) else {
      return nil
    }
    do {
      return try PostgresDatabaseURL(text)
    } catch {
      throw ValidationError(error.description)
    }
  }

  var configuration: ServerConfiguration {
    get throws {
      ServerConfiguration(host: self.host, port: self.port, token: try self.resolvedToken(), allowedHosts: self.allowedHosts)
    }
  }
}
