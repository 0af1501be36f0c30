//  QuakesStatusSnapshot.swift

import QuakesData

/// Where loading, fetching and saving stand, and what the window says about it.
struct QuakesStatusSnapshot : Hashable, Sendable {
  var cacheStatus: QuakesStatus?
  var fetchStatus: QuakesStatus?
  var lastFetch: QuakesFetchSummary?
  var cacheWriteError: String?
  var cacheNotice: String?

  @Sendable init(state: QuakesState) {
    self.cacheStatus = state.cacheStatus
    self.fetchStatus = state.fetchStatus
    self.lastFetch = state.lastFetch
    self.cacheWriteError = state.cacheWriteError
    self.cacheNotice = state.cacheNotice
  }

  var isFetching: Bool {
    self.fetchStatus == .waiting
  }

  var isLoadingCache: Bool {
    self.cacheStatus == .waiting
  }

  /// Messages for the banner above the list, most important first.
  var messages: [QuakesBannerMessage] {
    var messages: [QuakesBannerMessage] = []
    if let failure = self.cacheStatus?.failureMessage {
      messages.append(QuakesBannerMessage(kind: .error, text: failure))
    }
    if let failure = self.fetchStatus?.failureMessage {
      messages.append(QuakesBannerMessage(kind: .error, text: "Could not refresh. \(failure) The earthquakes already loaded are kept."))
    }
    if let error = self.cacheWriteError {
      messages.append(QuakesBannerMessage(kind: .error, text: error))
    }
    if let notice = self.cacheNotice {
      messages.append(QuakesBannerMessage(kind: .warning, text: notice))
    }
    if let fetch = self.lastFetch, self.fetchStatus == .success {
      if let note = fetch.note {
        messages.append(QuakesBannerMessage(kind: .warning, text: note))
      }
      var text = "Loaded \(fetch.count) earthquake\(fetch.count == 1 ? "" : "s") from \(fetch.source)"
      if fetch.skippedCount > 0 {
        text += " (\(fetch.skippedCount) skipped: \(fetch.skipped.reasons))"
      }
      messages.append(QuakesBannerMessage(kind: .info, text: text + "."))
    }
    return messages
  }
}

struct QuakesBannerMessage : Hashable, Sendable {
  enum Kind : String, Hashable, Sendable {
    case info
    case warning
    case error
  }

  var kind: Kind
  var text: String
}
