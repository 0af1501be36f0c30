//  StreamBufferingPolicy.swift

/// How many `(oldState, action)` elements a stream keeps for a listener that has not read them yet.
///
/// `Store.makeStream()` keeps the seed's semantics: it never drops, so a slow listener still sees every
/// action (and memory grows with what it has not read yet). A bounded policy is an explicit choice
/// (`Store.makeStream(bufferingPolicy:)`) for listeners that can afford to miss actions; every element it
/// drops is counted in `Store.droppedStreamElementCount` and logged (swift-log, label `ImmutableData.Store`).
public enum StreamBufferingPolicy : Sendable, Hashable {
  /// Keeps every element: nothing is ever dropped.
  case unbounded
  /// Keeps the first `limit` unread elements (at least 1); newer ones are dropped until the listener catches up.
  case bufferingOldest(Int)
  /// Keeps the latest `limit` unread elements (at least 1); older ones are dropped.
  case bufferingNewest(Int)

  /// `unbounded`: the policy of `Store.makeStream()`.
  public static let `default` = StreamBufferingPolicy.unbounded
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
