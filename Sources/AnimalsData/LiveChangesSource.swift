//  LiveChangesSource.swift

/// Where live changes come from: the change streams of one or more servers (in order of preference).
public protocol LiveChangesSource : Sendable {
  /// The servers, as the window names them; at least one.
  var servers: [String] { get }
  /// The stream of server `index` after change number `since` (nil: from the newest). It ends or throws
  /// when the connection is lost; its errors should be `AnimalsFailureConvertible`.
  func changes(server index: Int, since: Int64?) -> AsyncThrowingStream<LiveEvent, any Error>
}

/// One event of a change stream.
public enum LiveEvent : Hashable, Sendable {
  case hello(latest: Int64)
  case change(SequencedChange)
  case reload(latest: Int64)
}
