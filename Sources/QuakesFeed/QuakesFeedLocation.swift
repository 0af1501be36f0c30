//  QuakesFeedLocation.swift

import Foundation
import QuakesData

/// Where the feeds are: a base URL to which "all_day.geojson" and the like are appended, or one
/// `.geojson`/`.json` file used for every range (an offline demo). HTTP(S) and file:// both work.
public struct QuakesFeedLocation : Sendable, Hashable {
  public static let usgs = URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/")!

  public let baseURL: URL

  public init(baseURL: URL = QuakesFeedLocation.usgs) {
    self.baseURL = baseURL
  }

  /// Parses a command-line value: a URL with a scheme, or a file path.
  public init?(argument: String) {
    if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) {
      self.init(baseURL: url)
    } else if argument.hasPrefix("/") || argument.hasPrefix(".") {
      self.init(baseURL: URL(fileURLWithPath: argument))
    } else {
      return nil
    }
  }

  public var isSingleFile: Bool {
    ["geojson", "json"].contains(self.baseURL.pathExtension.lowercased())
  }

  public func url(for range: QuakesFeedRange) -> URL {
    self.isSingleFile ? self.baseURL : self.baseURL.appendingPathComponent(range.fileName)
  }
}
