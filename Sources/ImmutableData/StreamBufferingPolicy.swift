//  StreamBufferingPolicy.swift

/// How many `(oldState, action)` elements a stream keeps for a listener that has not read them yet.
///
/// The seed's streams buffer without bound: a slow listener under a flood of actions grows memory
/// until the process dies. Every stream here has an explicit policy; the default keeps the newest
/// 1,024 elements and drops older ones, so memory stays bounded whatever the dispatch rate.
/// Each dropped element is counted in `Store.droppedStreamElementCount`.
public enum StreamBufferingPolicy : Sendable, Hashable {
  /// Keeps every element. Use only when the listener is known to keep up.
  case unbounded
  /// Keeps the first `limit` unread elements (at least 1); newer ones are dropped until the listener catches up.
  case bufferingOldest(Int)
  /// Keeps the latest `limit` unread elements (at least 1); older ones are dropped.
  case bufferingNewest(Int)

  /// `bufferingNewest(1_024)`.
  public static let `default` = StreamBufferingPolicy.bufferingNewest(1_024)
}

extension StreamBufferingPolicy {
  func asyncStreamPolicy<Element>(of type: Element.Type) -> AsyncStream<Element>.Continuation.BufferingPolicy {
    switch self {
    case .unbounded:
      return .unbounded
    case .bufferingOldest(let limit):
      return .bufferingOldest(max(limit, 1))
    case .bufferingNewest(let limit):
      return .bufferingNewest(max(limit, 1))
    }
  }
}
