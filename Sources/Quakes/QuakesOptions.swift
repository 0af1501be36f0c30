//  QuakesOptions.swift

import AppSupport
import ArgumentParser
import Foundation
import QuakesFeed

/// The command line of quakes.
struct QuakesOptions : ParsableCommand, AppOptionsProviding {
  static let configuration = CommandConfiguration(
    commandName: "quakes",
    abstract: "Earthquakes of the past hour, day, week or month from the USGS feed, on a list and a map.",
    discussion: """
      A second launch with the same cache and feed opens a new window of the running app; a launch with \
      another --cache-dir or --feed-url runs in an instance of its own.
      """,
    version: AppVersion.current
  )

  @OptionGroup var common: CommonAppOptions
  @OptionGroup var replay: ReplayOptions

  @Option(name: [.customLong("cache-dir"), .customLong("data-dir")], help: ArgumentHelp(
    "Keep the earthquake cache in <dir> (default: $XDG_CACHE_HOME/org.immutabledata.Quakes).", valueName: "dir"))
  var cacheDirectory: String?

  @Option(name: .customLong("feed-url"), help: ArgumentHelp("""
    Fetch the feeds from <url> instead of USGS: a base URL or folder holding all_hour.geojson ... \
    all_month.geojson, or one .geojson file for every range (http(s)://, file:// or a path). \
    Without it, the app shows its bundled sample when USGS is unreachable.
    """, valueName: "url"), transform: QuakesOptions.feedLocation)
  var feed: QuakesFeedLocation?

  func validate() throws {
    if self.cacheDirectory?.isEmpty == true {
      throw ValidationError("--cache-dir needs a directory.")
    }
  }

  static func feedLocation(_ text: String) throws -> QuakesFeedLocation {
    guard let location = QuakesFeedLocation(argument: text) else {
      throw ValidationError("--feed-url \(text) is neither an http(s):// or file:// URL nor a path.")
    }
    return location
  }
}
