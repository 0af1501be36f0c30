//  QuakesStatusSnapshot.swift

import Localization
import QuakesData

/// Where loading, fetching and saving stand, and what the window says about it.
nonisolated struct QuakesStatusSnapshot : Hashable, Sendable {
  var cacheStatus: QuakesStatus?
  var fetchStatus: QuakesStatus?
  var lastFetch: QuakesFetchSummary?
  var cacheWriteError: QuakesFailure?
  var cacheDroppedRows: QuakeSkips?
  var cacheLoadProgress: QuakesLoadProgress?

  @Sendable init(state: QuakesState) {
    self.cacheStatus = state.cacheStatus
    self.fetchStatus = state.fetchStatus
    self.lastFetch = state.lastFetch
    self.cacheWriteError = state.cacheWriteError
    self.cacheDroppedRows = state.cacheDroppedRows
    self.cacheLoadProgress = state.cacheLoadProgress
  }

  var isFetching: Bool {
    self.fetchStatus == .waiting
  }

  var isLoadingCache: Bool {
    self.cacheStatus == .waiting
  }

  /// Why nothing at all could be loaded, when nothing was: the status page in place of the list.
  var loadFailure: QuakesFailure? {
    self.fetchStatus?.failure ?? self.cacheStatus?.failure
  }

  /// Problems for the banner above the list, most important first; those a new fetch may mend offer Retry.
  /// What went well is a toast (`QuakesText.fetched`), not a banner.
  /// Without quakes, a failed fetch is the status page's business, not the banner's.
  func messages(hasQuakes: Bool) -> [QuakesBannerMessage] {
    var messages: [QuakesBannerMessage] = []
    if let failure = self.cacheStatus?.failure, hasQuakes {
      messages.append(QuakesBannerMessage(kind: .error, text: QuakesFailureText.sentence(failure), canRetry: false))
    }
    if let failure = self.fetchStatus?.failure, hasQuakes {
      let text = tr("Could not refresh. %@ The earthquakes already loaded are kept.", QuakesFailureText.sentence(failure))
      messages.append(QuakesBannerMessage(kind: .error, text: text, canRetry: true))
    }
    if let failure = self.cacheWriteError {
      messages.append(QuakesBannerMessage(kind: .error, text: QuakesFailureText.sentence(failure), canRetry: false))
    }
    if let dropped = self.cacheDroppedRows {
      let text = trn(
        "%@ saved earthquake had impossible values and was left out.",
        "%@ saved earthquakes had impossible values and were left out.",
        dropped.total
      )
      messages.append(QuakesBannerMessage(kind: .warning, text: text, canRetry: false))
    }
    if let fetch = self.lastFetch, self.fetchStatus == .success, let fallback = fetch.fallback {
      // Offline: the quakes shown come from the bundled sample feed.
      let text = tr("%@ Showing the sample earthquakes that come with the app.", QuakesFailureText.sentence(fallback))
      messages.append(QuakesBannerMessage(kind: .warning, text: text, canRetry: true))
    }
    return messages
  }
}

nonisolated struct QuakesBannerMessage : Hashable, Sendable {
  enum Kind : String, Hashable, Sendable {
    case warning
    case error
  }

  var kind: Kind
  var text: String
  /// Whether fetching again may help (the banner then offers Retry).
  var canRetry: Bool
}
