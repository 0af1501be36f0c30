//  LiveState.swift

/// The live channel of a store on an animals-server (absent for a local store).
public struct LiveState : Hashable, Sendable, Codable {
  public var connection: LiveConnection
  /// The number of the last change applied (or the server's newest when the data was fetched);
  /// a reconnect asks for what came after it.
  public var lastSequence: Int64?
  /// A change arrived while a fetch was in flight, which may have read before it: fetch once more.
  public var fetchAgain: Bool

  public init(connection: LiveConnection, lastSequence: Int64? = nil, fetchAgain: Bool = false) {
    self.connection = connection
    self.lastSequence = lastSequence
    self.fetchAgain = fetchAgain
  }
}

/// Where the live channel stands, as the window shows it.
public enum LiveConnection : Hashable, Sendable, Codable {
  /// Opening a stream; `after` is why the last one failed, if it did (the window keeps saying it: an
  /// attempt on a server whose database is down takes seconds, and "Connecting…" alone hid why).
  case connecting(server: String, after: AnimalsFailure? = nil)
  case live(server: String)
  /// Not connected because of `reason`; the next attempt starts `retryInSeconds` after it was lost.
  case offline(server: String, reason: AnimalsFailure, retryInSeconds: Double)
}
