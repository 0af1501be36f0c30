//  QuakesErrorMessage.swift

import Foundation

/// The technical description of an error (URL, reason), for the log: windows word a `QuakesFailure` instead.
public enum QuakesErrorMessage {
  public static func describe(_ error: any Error) -> String {
    if let error = error as? any LocalizedError, let description = error.errorDescription {
      return description
    }
    return String(describing: error)
  }
}
