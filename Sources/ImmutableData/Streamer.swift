//  Streamer.swift

/// Streams every `(oldState, action)` transition after the reducer returned.
public protocol Streamer<State, Action> : Sendable {
  associatedtype State : Sendable
  associatedtype Action : Sendable
  associatedtype Stream : AsyncSequence, Sendable where Self.Stream.Element == (oldState: Self.State, action: Self.Action)

  @MainActor func makeStream() -> Self.Stream
}
