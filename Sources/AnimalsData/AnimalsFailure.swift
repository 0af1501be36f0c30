//  AnimalsFailure.swift

/// Why something the user asked for did not happen, as a value: the state keeps it and the window puts
/// it in the user's words (AnimalsUI translates every case). Details the user cannot act on (SQL, file
/// system and network errors, a server's own message) go to the log where the failure is made.
public enum AnimalsFailure : Error, Hashable, Sendable, Codable {
  /// The reducer refused the action (nothing was asked of the store).
  case refused(AnimalsReducerError)

  // What a store (local or the server's) refuses by its rules.
  /// The animal no longer exists.
  case animalNotFound
  /// Restoring an animal whose id is taken again.
  case animalExists
  /// The name breaks the rule of `AnimalName`.
  case invalidName(AnimalNameError)
  /// The chosen category does not exist (any more).
  case unknownCategory
  /// A version no store gives out.
  case invalidVersion
  /// Someone else changed the animal first (a refusal that came without the animal as it is now).
  case staleVersion
  /// A request id sent again with another request.
  case requestReused

  // The local database.
  /// The data directory at `path` could not be created.
  case cannotCreateDataDirectory(path: String)
  /// The database file cannot be opened (damaged, not ours, no permission); it was left as it is.
  case storageCorrupt(path: String)
  /// The stored data holds values this version cannot read.
  case storageUnreadable
  /// Reading or writing failed after the database was opened.
  case storageFailed
  /// The disk holding the database is full: nothing was written; writing works again once space is freed.
  case diskFull

  // The animals-server.
  /// Nothing answers at `server` (not running, wrong port, no network).
  case serverUnreachable(server: String)
  /// The connection broke after the request was sent: the change may or may not have been made.
  case connectionLost(server: String)
  /// `server` did not answer within `seconds`.
  case serverTimedOut(server: String, seconds: Int)
  /// The server needs its token (or was given a wrong one).
  case serverNeedsToken
  /// The server does not answer for the address it was asked at.
  case serverWrongAddress
  /// The server failed inside (its log says why).
  case serverFailed
  /// The server's disk is full: nothing was written there.
  case serverDiskFull
  /// The server cannot reach its database now (PostgreSQL restarting or down); it recovers by itself.
  case serverStorageUnavailable
  /// The server is at its limit of live connections.
  case serverBusy
  /// The request or its answer is larger than the server allows.
  case tooLarge
  /// The server refused what this app sent as malformed (a bug of one of them).
  case serverRejectedRequest
  /// A refusal whose code this app does not know (a newer server); its message is in the log.
  case serverRefused
  /// The answer is not what the API promises.
  case invalidAnswer
  /// Another network failure.
  case network

  // The live channel.
  /// The server ended the live connection.
  case liveEnded
  /// A live event was larger than `limitKiB`: the stream was closed.
  case liveEventTooLarge(limitKiB: Int)
  /// An event this app does not understand.
  case liveEventInvalid
  /// Nothing arrived for `seconds`: the connection was taken as lost.
  case liveSilent(server: String, seconds: Int)

  // Undo and redo.
  /// The store failed to carry out the undo or redo; its step is back on its stack.
  indirect case historyFailed(HistoryDirection, AnimalsFailure)
  /// Someone else changed (or deleted) the animal since the step: it was dropped.
  case historyStepDropped(HistoryDirection, animalName: String, deleted: Bool)

  /// Anything else (the log says what).
  case unexpected
}
