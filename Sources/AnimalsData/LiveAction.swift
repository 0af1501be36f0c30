//  LiveAction.swift

/// What the live channel to an animals-server reported: its connection, and the changes other clients
/// (and this one) committed, in the server's sequence order.
public enum LiveAction : Hashable, Sendable, Codable {
  /// Opening the stream of `server` (a URL as the window shows it).
  case didStartConnecting(server: String)
  /// The server said hello: changes follow. `latest` is where it starts (the number asked for, or its
  /// newest when none was).
  case didConnect(server: String, latest: Int64)
  /// One committed change; a number already applied is ignored.
  case didReceiveChange(SequencedChange)
  /// The number asked for is too old (or from another database): fetch everything, follow from `latest`.
  case didReceiveReload(latest: Int64)
  /// The stream ended or could not be opened; the next attempt starts in `retryInSeconds`.
  case didDisconnect(server: String, reason: AnimalsFailure, retryInSeconds: Double)
}
