//  QuakesFailureText.swift

import Foundation
import Localization
import QuakesData

/// A failure in words for people, translated; the technical detail is in the log.
nonisolated enum QuakesFailureText {
  static func sentence(_ failure: QuakesFailure) -> String {
    switch failure {
    case .offline:
      tr("Can't reach the earthquake service. Check your internet connection.")
    case .timedOut:
      tr("The earthquake service is not answering. Try again later.")
    case .serverError(let status):
      tr("The earthquake service has a problem (error %@). Try again later.", String(status))
    case .tooLarge(let limit):
      tr("The earthquake feed is larger than %@, so it was not loaded.", Int64(limit).formatted(.byteCount(style: .memory).locale(Localization.locale)))
    case .notAFeed:
      tr("The answer was not a USGS earthquake feed.")
    case .feedFileUnreadable:
      tr("The earthquake feed file can't be read.")
    case .cacheUnreadable:
      tr("The saved earthquakes can't be read. They were left as they are.")
    case .cacheNotSaved:
      tr("Changes to the saved earthquakes could not be stored.")
    case .cacheDiskFull:
      tr("The disk is full, so the newest earthquakes are not saved yet. They will be once space is freed.")
    case .unknown:
      tr("Something went wrong. The details are in the log.")
    }
  }
}
