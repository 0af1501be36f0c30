//  LiveChannelError.swift

import AnimalsData

/// Why the live channel to an animals-server was closed (the description is for the log; the window
/// shows `animalsFailure`). The channel is opened again after each (the changes since the last one
/// applied are asked for, so none is lost).
public enum LiveChannelError : Error, Hashable, Sendable, CustomStringConvertible {
  /// One event was larger than the limit: the stream is not what the server sends.
  case eventTooLarge(limit: Int)
  /// An event this app does not understand (bad JSON, a missing field).
  case invalidEvent(name: String, reason: String)
  /// Nothing arrived for longer than the keep-alive allows: the connection is taken as dead.
  case silent(url: String, seconds: Double)
  /// The server answered the stream with something else than `200 text/event-stream`; `code` is its
  /// error body's code, if it sent one.
  case refused(url: String, status: Int, code: String?, message: String)

  public var description: String {
    switch self {
    case .eventTooLarge(let limit):
      "The animals server sent a live event larger than \(limit / 1024) KiB; the connection was closed."
    case .invalidEvent(let name, let reason):
      "The animals server sent a live \"\(name)\" event this app does not understand (\(reason)); the connection was closed."
    case .silent(let url, let seconds):
      "The animals server at \(url) sent nothing for \(Int(seconds)) seconds; the connection was taken as lost."
    case .refused(let url, let status, _, let message):
      "The animals server at \(url) refused live changes (HTTP \(status)): \(message)"
    }
  }
}

extension LiveChannelError : AnimalsFailureConvertible {
  public var animalsFailure: AnimalsFailure {
    switch self {
    case .eventTooLarge(let limit): .liveEventTooLarge(limitKiB: limit / 1024)
    case .invalidEvent: .liveEventInvalid
    case .silent(let url, let seconds): .liveSilent(server: url, seconds: Int(seconds.rounded(.up)))
    case .refused(_, 200, _, _): .invalidAnswer
    case .refused(_, _, let code, _): AnimalsErrorCode.failure(code: code)
    }
  }
}
