//  ActionLogError.swift

/// Why an exported action log could not be read or replayed.
public enum ActionLogError : Error, Equatable, CustomStringConvertible {
  /// The data is not an action log file (not JSON, or another format).
  case notAnActionLog(reason: String)
  /// The log was written by another version of the app's state and action types.
  case incompatibleVersion(found: Int?, expected: Int)
  /// The log's header is right but its states or actions could not be decoded.
  case unreadableContent(reason: String)
  /// The reducer refused the action at `index` (from 0) while replaying.
  case replayFailed(index: Int, reason: String)
  /// The file at `path` could not be read (missing, a folder, no permission).
  case cannotRead(path: String, reason: String)
  /// The file has `bytes` bytes, more than the `limit` a log may have.
  case tooLarge(bytes: Int, limit: Int)

  /// The problem in words for the user.
  public var description: String {
    switch self {
    case .notAnActionLog(let reason):
      return "This file is not an action log: \(reason)."
    case .incompatibleVersion(let found, let expected):
      return "This action log was written by version \(found.map(String.init) ?? "unknown") of the app; this is version \(expected). It cannot be replayed."
    case .unreadableContent(let reason):
      return "The action log's states or actions could not be read: \(reason)"
    case .replayFailed(let index, let reason):
      return "Replaying action \(index + 1) failed: \(reason)"
    case .cannotRead(let path, let reason):
      return "The action log at \(path) could not be read: \(reason)"
    case .tooLarge(let bytes, let limit):
      return "The action log has \(bytes) bytes, more than the \(limit) a log may have."
    }
  }
}
