//  QuakesOptions.swift

import Foundation
import QuakesFeed

/// The command line: `quakes [--data-dir DIR] [--feed-url URL|PATH]`.
struct QuakesOptions {
  static let usage = """
    Usage: quakes [--data-dir DIR] [--feed-url URL]

      --data-dir DIR   Keep the earthquake cache in DIR
                       (default: $XDG_DATA_HOME/org.immutabledata.Quakes).
      --feed-url URL   Fetch feeds from URL instead of the USGS summary feeds: a base URL or directory
                       holding all_hour.geojson ... all_month.geojson, or one .geojson file used for
                       every range. http(s):// and file:// URLs and plain paths work.
                       Without it, the app falls back to its bundled sample feed when USGS is unreachable.
      --help           Show this help.
    """

  var dataDirectory: URL?
  var feedLocation: QuakesFeedLocation?

  enum ParseError : Error, CustomStringConvertible {
    case missingValue(String)
    case invalidFeedURL(String)
    case unknownOption(String)
    case helpRequested

    var description: String {
      switch self {
      case .missingValue(let option): "\(option) needs a value."
      case .invalidFeedURL(let value): "--feed-url \(value) is neither an http(s)/file URL nor a path."
      case .unknownOption(let option): "Unknown option \(option)."
      case .helpRequested: QuakesOptions.usage
      }
    }
  }

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--data-dir":
        guard let value = remaining.popFirst() else { throw ParseError.missingValue(argument) }
        self.dataDirectory = URL(fileURLWithPath: value, isDirectory: true)
      case "--feed-url":
        guard let value = remaining.popFirst() else { throw ParseError.missingValue(argument) }
        guard let location = QuakesFeedLocation(argument: value) else { throw ParseError.invalidFeedURL(value) }
        self.feedLocation = location
      case "--help", "-h":
        throw ParseError.helpRequested
      default:
        throw ParseError.unknownOption(argument)
      }
    }
  }
}
