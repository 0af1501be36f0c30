//  QuakesFetchReport.swift

/// What one fetch of a feed brought back.
public struct QuakesFetchReport : Hashable, Codable, Sendable {
  public var range: QuakesFeedRange
  public var quakes: [Quake]
  /// Features left out (missing fields, impossible values), by reason: skipped, not fatal.
  public var skipped: QuakeSkips
  /// Where the quakes came from, for the window to say ("USGS all_day.geojson", "the bundled sample feed").
  public var source: String
  /// Why the quakes came from somewhere other than the requested feed (e.g. the network is down), if they did.
  public var fallback: QuakesFailure?

  public init(range: QuakesFeedRange, quakes: [Quake], skipped: QuakeSkips = QuakeSkips(), source: String, fallback: QuakesFailure? = nil) {
    self.range = range
    self.quakes = quakes
    self.skipped = skipped
    self.source = source
    self.fallback = fallback
  }

  public var skippedCount: Int {
    self.skipped.total
  }
}

/// What the window says about the last fetch that succeeded.
public struct QuakesFetchSummary : Hashable, Codable, Sendable {
  public var range: QuakesFeedRange
  public var count: Int
  public var skipped: QuakeSkips
  public var source: String
  public var fallback: QuakesFailure?
  /// How many of the fetched quakes were new or revised ("Nothing new" when none).
  public var changedCount: Int
  /// Counts the fetches of this app run from 1, so each one can be told apart (a toast per fetch).
  public var number: Int

  public init(_ report: QuakesFetchReport, changedCount: Int? = nil, number: Int = 1) {
    self.range = report.range
    self.count = report.quakes.count
    self.skipped = report.skipped
    self.source = report.source
    self.fallback = report.fallback
    self.changedCount = changedCount ?? report.quakes.count
    self.number = number
  }

  public var skippedCount: Int {
    self.skipped.total
  }
}
