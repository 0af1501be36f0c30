//  QuakeValidation.swift

import Foundation

/// The values an earthquake can have. The feed decoder skips features outside them and the cache drops
/// such rows on load: one absurd value (a magnitude of 1e300, a time in the year 506713) must not
/// reach the map or the date choice.
public enum QuakeValidation {
  public static let magnitudes: ClosedRange<Double> = -2 ... 10
  public static let latitudes: ClosedRange<Double> = -90 ... 90
  public static let longitudes: ClosedRange<Double> = -180 ... 180
  /// Kilometres below sea level; a few kilometres above it (negative) happen under mountains.
  public static let depths: ClosedRange<Double> = -50 ... 1_000
  /// 1900-01-01T00:00:00Z: the oldest instrumental records.
  public static let earliestTime = Date(timeIntervalSince1970: -2_208_988_800)
  /// How far ahead of the local clock a time may be (clock skew, time zones).
  public static let latestTimeAhead: TimeInterval = 86_400

  public static func times(now: Date) -> ClosedRange<Date> {
    self.earliestTime ... max(self.earliestTime, now.addingTimeInterval(self.latestTimeAhead))
  }

  /// The days a quake may fall on: what the date choice may show.
  public static func days(now: Date, calendar: Calendar) -> ClosedRange<QuakeDay> {
    let times = self.times(now: now)
    return QuakeDay(times.lowerBound, calendar: calendar) ... QuakeDay(times.upperBound, calendar: calendar)
  }

  /// The first problem of these values, or nil if they describe a believable quake. NaN and infinities
  /// fail every range. `depth` is nil where it is not known (the cache does not keep it).
  public static func problem(
    magnitude: Double, time: Date, updated: Date, longitude: Double, latitude: Double, depth: Double? = nil, now: Date
  ) -> QuakeProblem? {
    let times = self.times(now: now)
    if !self.magnitudes.contains(magnitude) {
      return .magnitude
    }
    if !times.contains(time) || !times.contains(updated) {
      return .time
    }
    if !self.longitudes.contains(longitude) || !self.latitudes.contains(latitude) {
      return .position
    }
    if let depth, !self.depths.contains(depth) {
      return .depth
    }
    return nil
  }

  public static func problem(of quake: Quake, now: Date) -> QuakeProblem? {
    self.problem(
      magnitude: quake.magnitude, time: quake.time, updated: quake.updated,
      longitude: quake.longitude, latitude: quake.latitude, depth: quake.depth, now: now
    )
  }

  /// The host of every page a quake may link to: "Open on USGS" hands the page to the desktop's browser,
  /// so a feed or a cache must not be able to make it open anything else.
  public static let pageHost = "earthquake.usgs.gov"
  /// Longer addresses are refused (the feed's are about 60 characters).
  public static let maximumPageLength = 2_048

  /// `text` as a quake's page if it is an https address on `pageHost` (no user, password or port),
  /// else nil.
  public static func page(_ text: String) -> URL? {
    self.pageAddress(text).flatMap { URL(string: $0) }
  }

  /// `text` as a quake's page address if it is an https address on `pageHost` (no user, password or
  /// port), else nil. The feed's own form (`https://earthquake.usgs.gov/` then letters, digits and
  /// `-._~/`) is accepted as it is, without parsing: a cache of a million quakes loads without a
  /// million URL parses.
  public static func pageAddress(_ text: String) -> String? {
    if self.isPlainPageAddress(text) {
      return text
    }
    return self.parsedPage(text)?.absoluteString
  }

  private static let plainPrefix = Array("https://\(pageHost)/".utf8)

  private static func isPlainPageAddress(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count <= self.maximumPageLength, bytes.starts(with: self.plainPrefix) else { return false }
      return bytes.dropFirst(self.plainPrefix.count).allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
          UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
          true
        default:
          false
        }
      }
    }
  }

  private static func parsedPage(_ text: String) -> URL? {
    guard
      text.utf8.count <= self.maximumPageLength,
      let components = URLComponents(string: text),
      components.scheme?.lowercased() == "https",
      components.host?.lowercased() == self.pageHost,
      components.user == nil, components.password == nil, components.port == nil,
      let url = components.url
    else {
      return nil
    }
    return url
  }
}
