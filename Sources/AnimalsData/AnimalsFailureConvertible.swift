//  AnimalsFailureConvertible.swift

import Logging

/// An error of a store or a channel that knows which `AnimalsFailure` it is for the user.
public protocol AnimalsFailureConvertible : Error {
  var animalsFailure: AnimalsFailure { get }
}

extension AnimalsFailure {
  private static let logger = Logger(label: "AnimalsFailure")

  /// The failure `error` is for the user: itself, what it converts to, or `.unexpected` (logged).
  public init(_ error: any Error) {
    switch error {
    case let failure as AnimalsFailure: self = failure
    case let error as AnimalsReducerError: self = .refused(error)
    case let error as AnimalNameError: self = .invalidName(error)
    case let error as any AnimalsFailureConvertible:
      // Its details (a path's reason, a server's message) are for the log, not the window.
      let failure = error.animalsFailure
      Self.logger.log(level: failure == .serverRefused ? .warning : .notice, "\(error)")
      self = failure
    default:
      Self.logger.error("unexpected failure: \(error)")
      self = .unexpected
    }
  }
}
