//  RemoteStoreError.swift

import AnimalsData

/// What went wrong talking to animals-server. The description is for the log; the window shows
/// `animalsFailure`, in the user's language.
public enum RemoteStoreError : Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing answers at the address (server not running, wrong port, no network).
  case cannotConnect(url: String)
  /// The connection broke after the request was sent: it may or may not have been carried out.
  case connectionLost(url: String)
  case timedOut(url: String, seconds: Double)
  /// The server failed (5xx); `code` and `message` are what it said (no code from a server before codes).
  case serverFailed(status: Int, code: String?, message: String)
  /// The server refused the request (4xx); `code` and `message` are what it said.
  case rejected(status: Int, code: String?, message: String)
  /// The answer is not what the API promises.
  case invalidResponse(reason: String)
  case network(reason: String)

  public var description: String {
    switch self {
    case .cannotConnect(let url):
      "Cannot reach the animals server at \(url). Is animals-server running?"
    case .connectionLost(let url):
      "The connection to the animals server at \(url) broke before it answered; the change may or may not have been made."
    case .timedOut(let url, let seconds):
      "The animals server at \(url) did not answer within \(Self.format(seconds)) seconds."
    case .serverFailed(let status, let code, let message):
      "The animals server failed (HTTP \(status)\(code.map { ", \($0)" } ?? "")): \(message)"
    case .rejected(let status, let code, let message):
      "The animals server refused the request (HTTP \(status)\(code.map { ", \($0)" } ?? "")): \(message)"
    case .invalidResponse(let reason):
      "The animals server sent an answer this app does not understand: \(reason)"
    case .network(let reason):
      "Network error talking to the animals server: \(reason)"
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

extension RemoteStoreError : AnimalsFailureConvertible {
  public var animalsFailure: AnimalsFailure {
    switch self {
    case .cannotConnect(let url): .serverUnreachable(server: url)
    case .connectionLost(let url): .connectionLost(server: url)
    case .timedOut(let url, let seconds): .serverTimedOut(server: url, seconds: Int(seconds.rounded(.up)))
    // A server from before codes failed inside all the same.
    case .serverFailed(_, nil, _): .serverFailed
    case .serverFailed(_, let code, _), .rejected(_, let code, _): AnimalsErrorCode.failure(code: code)
    case .invalidResponse: .invalidAnswer
    case .network: .network
    }
  }
}
