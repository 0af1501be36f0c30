//  ServerOptions.swift

import AnimalsServer
import Foundation

/// The command line of animals-server.
struct ServerOptions : Equatable {
  var host = AnimalsServer.defaultHost
  var port = AnimalsServer.defaultPort
  var dataDirectory: String?
  var showHelp = false

  static let usage = """
    Usage: animals-server [--host HOST] [--port PORT] [--data-dir DIR]

    Serves the Animals data over HTTP at POST /animals/api.

    Options:
      --host HOST      Address to listen on (default \(AnimalsServer.defaultHost); only this machine can connect).
      --port PORT      Port to listen on, 0 for any free port (default \(AnimalsServer.defaultPort)).
      --data-dir DIR   Directory of the database (default $XDG_DATA_HOME/org.immutabledata.Animals).
      -h, --help       Show this help.
    """

  struct UsageError : Error, CustomStringConvertible {
    var description: String
  }

  init() {}

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = Self.split(argument)
      func value() throws -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError(description: "\(name) needs a value.") }
        return next
      }
      switch name {
      case "--host":
        self.host = try value()
        guard !self.host.isEmpty else { throw UsageError(description: "--host needs a value.") }
      case "--port":
        let text = try value()
        guard let port = Int(text), (0 ... 65_535).contains(port) else {
          throw UsageError(description: "--port must be a number from 0 to 65535, not \"\(text)\".")
        }
        self.port = port
      case "--data-dir":
        self.dataDirectory = try value()
        guard self.dataDirectory?.isEmpty == false else { throw UsageError(description: "--data-dir needs a value.") }
      case "-h", "--help":
        self.showHelp = true
      default:
        throw UsageError(description: "Unknown option \"\(argument)\".")
      }
    }
  }

  /// `--port=8080` is `--port` with the value `8080`.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
