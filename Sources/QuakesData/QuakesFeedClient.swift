//  QuakesFeedClient.swift

/// Fetches one USGS summary feed. The app uses HTTP or file:// URLs; tests use fakes.
public protocol QuakesFeedClient : Sendable {
  /// The decoded quakes of `range`, or an error whose description the window can show.
  func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport
}
