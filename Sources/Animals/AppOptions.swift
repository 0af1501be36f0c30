//  AppOptions.swift

import Foundation

/// The command line of animals.
struct AppOptions : Equatable {
  var dataDirectory: String?
  var serverURL: URL?
  var showHelp = false

  static let usage = """
    Usage: animals [--data-dir DIR | --server URL]

    Options:
      --data-dir DIR   Keep the data in DIR (default $XDG_DATA_HOME/org.immutabledata.Animals).
      --server URL     Use an animals-server instead of local data, e.g. http://127.0.0.1:8080
      -h, --help       Show this help.
    """

  struct UsageError : Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      func value() throws -> String {
        if let inlineValue, !inlineValue.isEmpty { return inlineValue }
        guard inlineValue == nil, let next = remaining.popFirst(), !next.hasPrefix("--"), !next.isEmpty else {
          throw UsageError(description: "\(name) needs a value.")
        }
        return next
      }
      switch name {
      case "--data-dir":
        self.dataDirectory = try value()
      case "--server":
        let text = try value()
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
          throw UsageError(description: "--server needs an http URL such as http://127.0.0.1:8080, not \"\(text)\".")
        }
        self.serverURL = url
      case "-h", "--help":
        self.showHelp = true
      default:
        throw UsageError(description: "Unknown option \"\(argument)\".")
      }
    }
    if self.dataDirectory != nil && self.serverURL != nil {
      throw UsageError(description: "Use --data-dir or --server, not both: a server keeps its own data.")
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
