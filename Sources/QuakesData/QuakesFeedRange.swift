//  QuakesFeedRange.swift

/// Which USGS summary feed to fetch: all earthquakes of the past hour, day, week or month.
public enum QuakesFeedRange : String, CaseIterable, Hashable, Codable, Sendable {
  case hour
  case day
  case week
  case month

  /// The feed's file name under the summary base URL ("all_day.geojson").
  public var fileName: String {
    "all_\(self.rawValue).geojson"
  }
}
