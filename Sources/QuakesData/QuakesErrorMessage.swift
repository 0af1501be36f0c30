//  QuakesErrorMessage.swift

import Foundation

/// The sentence a window shows for an error.
public enum QuakesErrorMessage {
  public static func describe(_ error: any Error) -> String {
    if let error = error as? any LocalizedError, let description = error.errorDescription {
      return description
    }
    return String(describing: error)
  }
}
