//  QuakesSortChoice.swift

import Localization
import QuakesData

/// The four orders the Sort menu offers, worded for people; the value of the "sort" radio action.
nonisolated enum QuakesSortChoice : String, CaseIterable, Hashable, Sendable {
  case newestFirst = "newest-first"
  case oldestFirst = "oldest-first"
  case largestFirst = "largest-first"
  case smallestFirst = "smallest-first"

  init(_ sort: QuakesSort) {
    switch (sort.key, sort.order) {
    case (.time, .reverse): self = .newestFirst
    case (.time, .forward): self = .oldestFirst
    case (.magnitude, .reverse): self = .largestFirst
    case (.magnitude, .forward): self = .smallestFirst
    }
  }

  var sort: QuakesSort {
    switch self {
    case .newestFirst: QuakesSort(key: .time, order: .reverse)
    case .oldestFirst: QuakesSort(key: .time, order: .forward)
    case .largestFirst: QuakesSort(key: .magnitude, order: .reverse)
    case .smallestFirst: QuakesSort(key: .magnitude, order: .forward)
    }
  }

  var title: String {
    switch self {
    case .newestFirst: tr("Newest First")
    case .oldestFirst: tr("Oldest First")
    case .largestFirst: tr("Largest First")
    case .smallestFirst: tr("Smallest First")
    }
  }
}
