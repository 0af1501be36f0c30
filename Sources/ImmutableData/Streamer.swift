//  Streamer.swift

/// Streams every `(oldState, action)` transition after the reducer returned.
public protocol Streamer<State, Action> : Sendable {
  /// The state in each transition.
  associatedtype State : Sendable
  /// The action in each transition.
  associatedtype Action : Sendable
  /// The stream of transitions.
  associatedtype Stream : AsyncSequence, Sendable where Self.Stream.Element == (oldState: Self.State, action: Self.Action)

  /// A new stream of every transition from now on; listeners iterate it to run side effects.
  @MainActor func makeStream() -> Self.Stream
}
