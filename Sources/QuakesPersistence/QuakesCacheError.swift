//  QuakesCacheError.swift

import Foundation
import QuakesData

/// Why the cache could not be used. The file is never deleted or replaced: the message says where it is.
public enum QuakesCacheError : Error, Equatable, LocalizedError {
  case cannotCreateDirectory(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case writeFailed(path: String, reason: String)
  /// The disk holding the cache is full: the transaction was rolled back, nothing was written.
  case diskFull(path: String)

  public var errorDescription: String? {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "Could not create the cache directory \(path): \(reason)"
    case .unreadable(let path, let reason):
      "The earthquake cache \(path) cannot be read (\(reason)). It was left as it is; move it away to start a new cache."
    case .writeFailed(let path, let reason):
      "Could not write to the earthquake cache \(path): \(reason)"
    case .diskFull(let path):
      "The disk holding the earthquake cache \(path) is full: nothing was written."
    }
  }
}

extension QuakesCacheError : QuakesFailureReporting {
  public var failure: QuakesFailure {
    switch self {
    case .cannotCreateDirectory, .unreadable: .cacheUnreadable
    case .writeFailed: .cacheNotSaved
    case .diskFull: .cacheDiskFull
    }
  }
}
