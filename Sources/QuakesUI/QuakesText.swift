//  QuakesText.swift

import Foundation
import Localization
import QuakesData

/// The words the windows use for feeds, fetches and quakes, translated.
nonisolated enum QuakesText {
  static func range(_ range: QuakesFeedRange) -> String {
    switch range {
    case .hour: tr("Past Hour")
    case .day: tr("Past Day")
    case .week: tr("Past Week")
    case .month: tr("Past Month")
    }
  }

  /// What a finished fetch brought: "Loaded 158 earthquakes", "Nothing new", or none at all.
  static func fetched(_ fetch: QuakesFetchSummary) -> String {
    var text: String
    if fetch.count == 0 {
      text = tr("No earthquakes in %@", Self.range(fetch.range))
    } else if fetch.changedCount == 0 {
      text = tr("Nothing new")
    } else {
      text = trn("Loaded %@ earthquake", "Loaded %@ earthquakes", fetch.count)
    }
    if fetch.skippedCount > 0 {
      text += " " + trn("(%@ unreadable left out)", "(%@ unreadable left out)", fetch.skippedCount)
    }
    return text
  }

  /// How far a cache load has read: "300,000 of 1,000,000".
  static func loaded(_ progress: QuakesLoadProgress) -> String {
    let locale = Localization.locale
    return tr("%1$@ of %2$@", progress.read.formatted(.number.locale(locale)), progress.total.formatted(.number.locale(locale)))
  }

  /// The footer while a large cache loads: "Loading 300,000 of 1,000,000…", then, every row read,
  /// "Indexing 1,000,000 earthquakes…".
  static func loading(_ progress: QuakesLoadProgress) -> String {
    if progress.read >= progress.total {
      return trn("Indexing %@ earthquake…", "Indexing %@ earthquakes…", progress.total)
    }
    return tr("Loading %@…", Self.loaded(progress))
  }

  /// "3.0, 60km NNW of San Antonio, Puerto Rico, 7 years ago": a row as a screen reader says it.
  static func row(_ quake: Quake, now: Date) -> String {
    tr("%1$@, %2$@, %3$@", QuakeTimeFormat.magnitude(quake.magnitude, locale: Localization.locale), quake.name, QuakeTimeFormat.relative(quake.time, now: now, locale: Localization.locale))
  }

  /// "10.5 km", localized.
  static func depth(_ kilometres: Double) -> String {
    tr("%@ km", kilometres.formatted(.number.precision(.fractionLength(0 ... 1)).locale(Localization.locale)))
  }

  /// "33.486° N, 116.794° W".
  static func coordinates(latitude: Double, longitude: Double) -> String {
    let lat = latitude >= 0 ? tr("%@° N", Self.degrees(latitude)) : tr("%@° S", Self.degrees(-latitude))
    let lon = longitude >= 0 ? tr("%@° E", Self.degrees(longitude)) : tr("%@° W", Self.degrees(-longitude))
    return "\(lat), \(lon)"
  }

  /// "33.486", "33,486": degrees to three decimals (about 100 m).
  static func degrees(_ value: Double) -> String {
    value.formatted(.number.precision(.fractionLength(3)).locale(Localization.locale))
  }
}
