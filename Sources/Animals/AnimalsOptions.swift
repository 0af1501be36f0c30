//  AnimalsOptions.swift

import AppSupport
import ArgumentParser
import Foundation

/// The command line of animals.
struct AnimalsOptions : ParsableCommand, AppOptionsProviding {
  static let configuration = CommandConfiguration(
    commandName: "animals",
    abstract: "Browse and edit a catalogue of animals, kept on this computer or on an animals-server.",
    discussion: """
      A second launch on the same data opens a new window of the running app; a launch on other data \
      (another --data-dir or --server) runs on that data in an instance of its own.
      """,
    version: AppVersion.current
  )

  @OptionGroup var common: CommonAppOptions
  @OptionGroup var replay: ReplayOptions

  @Option(name: .customLong("data-dir"), help: ArgumentHelp(
    "Keep the data in <dir> (default: $XDG_DATA_HOME/org.immutabledata.Animals).", valueName: "dir"))
  var dataDirectory: String?

  @Option(name: .customLong("server"), help: ArgumentHelp(
    "Use the animals-server at <url> instead of local data, e.g. http://127.0.0.1:8080. Several servers on one database "
      + "(repeated, or comma-separated) are tried in order when one cannot be reached.", valueName: "url"),
    transform: AnimalsOptions.serverURLs)
  var serverLists: [[URL]] = []

  /// The `--server` URLs in the order given (empty for local data).
  var servers: [URL] {
    self.serverLists.flatMap { $0 }
  }

  @Option(help: ArgumentHelp(
    "The token of a --server that needs one (sent as 'Authorization: Bearer <token>'). Visible in the process list: prefer --token-file.",
    valueName: "token"))
  var token: String?

  @Option(name: .customLong("token-file"), help: ArgumentHelp(
    "Read the --server token from <file> (its content without surrounding white space).", valueName: "file"))
  var tokenFile: String?

  func validate() throws {
    if (self.token != nil || self.tokenFile != nil) && self.servers.isEmpty {
      throw ValidationError("--token and --token-file go with --server: local data needs no token.")
    }
    if self.token != nil && self.tokenFile != nil {
      throw ValidationError("Give --token or --token-file, not both.")
    }
    if self.token?.isEmpty == true {
      throw ValidationError("--token needs a value.")
    }
    if let repeated = self.servers.first(where: { url in self.servers.filter { $0 == url }.count > 1 }) {
      throw ValidationError("--server \(repeated.absoluteString) is given twice.")
    }
    if self.dataDirectory != nil && !self.servers.isEmpty {
      throw ValidationError("Use --data-dir or --server, not both: a server keeps its own data.")
    }
    if self.dataDirectory?.isEmpty == true {
      throw ValidationError("--data-dir needs a directory.")
    }
  }

  /// The token of `--token` or `--token-file`, nil if neither was given.
  func resolvedToken() throws -> String? {
    if let token { return token }
    guard let tokenFile else { return nil }
    guard let text = try? String(contentsOfFile: tokenFile, encoding: .utf8) else {
      throw ValidationError("Cannot read the token file \(tokenFile).")
    }
    let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !token.isEmpty else { throw ValidationError("The token file \(tokenFile) is empty.") }
    return token
  }

  /// One `--server` value: a URL, or several separated by commas.
  static func serverURLs(_ text: String) throws -> [URL] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map { try Self.serverURL(String($0).trimmingCharacters(in: .whitespaces)) }
  }

  static func serverURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
      throw ValidationError("--server needs an http URL such as http://127.0.0.1:8080, not \"\(text)\".")
    }
    return url
  }
}
