//  QuakesFailure.swift

/// Why loading, fetching or saving earthquakes failed, as a kind the window can word for people. The
/// technical detail (URL, resolver or SQLite message) goes to the log where the failure is caught.
public enum QuakesFailure : Hashable, Codable, Sendable {
  /// No network, no such host, or the connection was refused.
  case offline
  /// The feed server stopped answering, or did not send the whole feed in time.
  case timedOut
  /// The feed server answered with an HTTP error status.
  case serverError(status: Int)
  /// The feed is larger than `limit` bytes.
  case tooLarge(limit: Int)
  /// The answer is not a USGS GeoJSON feed (another content type, malformed or cut-short JSON).
  case notAFeed
  /// A feed file (a file:// feed or the bundled sample) could not be read.
  case feedFileUnreadable
  /// The local cache of earthquakes could not be opened or read.
  case cacheUnreadable
  /// A change could not be written to the local cache.
  case cacheNotSaved
  /// The disk holding the local cache is full: the newest changes wait in memory and are written once
  /// space is freed (at the next change).
  case cacheDiskFull
  /// Anything else.
  case unknown

  /// The kind of `error`: its own when it knows it (`QuakesFailureReporting`), otherwise `unknown`.
  public init(_ error: any Error) {
    self = (error as? any QuakesFailureReporting)?.failure ?? .unknown
  }
}

/// An error that knows which `QuakesFailure` it is.
public protocol QuakesFailureReporting : Error {
  var failure: QuakesFailure { get }
}
