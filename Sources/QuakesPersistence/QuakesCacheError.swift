//  QuakesCacheError.swift

import Foundation

/// Why the cache could not be used. The file is never deleted or replaced: the message says where it is.
public enum QuakesCacheError : Error, Equatable, LocalizedError {
  case cannotCreateDirectory(path: String, reason: String)
  case unreadable(path: String, reason: String)
  case writeFailed(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "Could not create the cache directory \(path): \(reason)"
    case .unreadable(let path, let reason):
      "The earthquake cache \(path) cannot be read (\(reason)). It was left as it is; move it away to start a new cache."
    case .writeFailed(let path, let reason):
      "Could not write to the earthquake cache \(path): \(reason)"
    }
  }
}
