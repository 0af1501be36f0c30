//  QuakesFeedError.swift

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import QuakesData

/// Why a feed could not be read. Every case says what went wrong and where, for the log; the window
/// words its `failure` for people.
public enum QuakesFeedError : Error, Equatable, LocalizedError {
  /// The server could not be reached (no network, no such host, connection refused).
  case unreachable(url: String, reason: String)
  case httpStatus(url: String, status: Int)
  case wrongContentType(url: String, contentType: String)
  case unreadableFile(path: String, reason: String)
  /// Nothing arrived for `seconds` (the per-read timeout).
  case stoppedAnswering(url: String, seconds: Int)
  /// Bytes kept arriving, but the whole feed did not within `seconds` (the total deadline).
  case deadlineExceeded(url: String, seconds: Int)
  /// The body (on the wire or once decompressed) is larger than `limit` bytes; the rest was not read.
  case tooLarge(url: String, limit: Int)
  /// Not JSON at all, or cut short.
  case malformedJSON(url: String, reason: String)
  /// JSON, but not a GeoJSON FeatureCollection with a `features` array.
  case notAFeatureCollection(url: String)

  public var errorDescription: String? {
    switch self {
    case .unreachable(let url, let reason):
      "Could not reach \(url): \(reason)"
    case .httpStatus(let url, let status):
      "The feed at \(url) answered HTTP \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status)))."
    case .wrongContentType(let url, let contentType):
      "The feed at \(url) sent \(contentType), not JSON."
    case .unreadableFile(let path, let reason):
      "Could not read the feed file \(path): \(reason)"
    case .stoppedAnswering(let url, let seconds):
      "The feed server stopped answering: nothing came from \(url) for \(seconds) s."
    case .deadlineExceeded(let url, let seconds):
      "The feed server stopped answering: \(url) did not send the whole feed within \(seconds) s."
    case .tooLarge(let url, let limit):
      "The feed is larger than \(Self.size(limit)), so it was not loaded (\(url))."
    case .malformedJSON(let url, let reason):
      "The feed at \(url) is not valid JSON (truncated or malformed): \(reason)"
    case .notAFeatureCollection(let url):
      "The feed at \(url) is JSON but not a GeoJSON feature collection (no \"features\" array)."
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 1_048_576 && bytes % 1_048_576 == 0 ? "\(bytes / 1_048_576) MiB" : "\(bytes) bytes"
  }

  public var isUnreachable: Bool {
    if case .unreachable = self { return true }
    return false
  }
}

extension QuakesFeedError : QuakesFailureReporting {
  /// What the window tells people; `errorDescription` (with the URL and the reason) is for the log.
  public var failure: QuakesFailure {
    switch self {
    case .unreachable: .offline
    case .stoppedAnswering, .deadlineExceeded: .timedOut
    case .httpStatus(_, let status): .serverError(status: status)
    case .tooLarge(_, let limit): .tooLarge(limit: limit)
    case .wrongContentType, .malformedJSON, .notAFeatureCollection: .notAFeed
    case .unreadableFile: .feedFileUnreadable
    }
  }
}
