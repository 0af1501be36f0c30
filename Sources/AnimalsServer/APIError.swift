//  APIError.swift

import AnimalsData

/// A request the API refuses or cannot serve: an HTTP status, a code for programs and a message for people.
public struct APIError : Error, Hashable, Sendable, CustomStringConvertible {
  public var status: Int
  public var code: AnimalsErrorCode
  public var message: String
  /// Why a change was refused as stale (409), for the client to show the current animal.
  public var conflict: AnimalConflict?

  public init(status: Int, code: AnimalsErrorCode, message: String, conflict: AnimalConflict? = nil) {
    self.status = status
    self.code = code
    self.message = message
    self.conflict = conflict
  }

  public var description: String {
    "HTTP \(self.status) \(self.code.rawValue): \(self.message)"
  }

  static func badRequest(_ message: String) -> APIError {
    APIError(status: 400, code: .invalidRequest, message: message)
  }

  /// The server's disk is full: nothing was written, and the same request works once space is freed.
  static let storageFull = APIError(
    status: 507, code: .storageFull, message: "The server's disk is full, so nothing was changed. Try again once space has been freed on it."
  )

  /// What a client learns of a failure inside the server: the details (SQL, paths) go to the log only.
  static let internalFailure = APIError(status: 500, code: .internalFailure, message: "The server could not complete the request; its log says why.")
}
