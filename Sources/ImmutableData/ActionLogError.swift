//  ActionLogError.swift

/// Why an exported action log could not be read or replayed.
public enum ActionLogError : Error, Equatable, CustomStringConvertible {
  case notAnActionLog(reason: String)
  case incompatibleVersion(found: Int?, expected: Int)
  case unreadableContent(reason: String)
  case replayFailed(index: Int, reason: String)

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
    }
  }
}
