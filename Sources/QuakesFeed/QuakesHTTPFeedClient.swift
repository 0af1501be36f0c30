//  QuakesHTTPFeedClient.swift

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import QuakesData

/// Fetches feeds over HTTP(S) with URLSession, or reads them from file:// URLs, and decodes them
/// off the main actor. Anything but a 2xx JSON response holding a feature collection is an error.
public struct QuakesHTTPFeedClient : QuakesFeedClient {
  public let location: QuakesFeedLocation
  private let timeout: TimeInterval

  public init(location: QuakesFeedLocation = QuakesFeedLocation(), timeout: TimeInterval = 15) {
    self.location = location
    self.timeout = timeout
  }

  public func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
    let url = self.location.url(for: range)
    let data = url.isFileURL ? try await Self.readFile(url) : try await self.download(url)
    let contents = try await QuakesFeedDecoder.decodeOffMainActor(data, from: url.absoluteString)
    let source = self.location.baseURL == QuakesFeedLocation.usgs ? "USGS \(range.fileName)" : url.absoluteString
    return QuakesFetchReport(range: range, quakes: contents.quakes, skippedCount: contents.skippedCount, source: source)
  }

  private func download(_ url: URL) async throws -> Data {
    var request = URLRequest(url: url)
    request.timeoutInterval = self.timeout
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await URLSession.shared.data(for: request)
    } catch {
      throw QuakesFeedError.unreachable(url: url.absoluteString, reason: error.localizedDescription)
    }
    if let http = response as? HTTPURLResponse {
      guard (200 ..< 300).contains(http.statusCode) else {
        throw QuakesFeedError.httpStatus(url: url.absoluteString, status: http.statusCode)
      }
      if let contentType = http.value(forHTTPHeaderField: "Content-Type"), !contentType.lowercased().contains("json") {
        throw QuakesFeedError.wrongContentType(url: url.absoluteString, contentType: contentType)
      }
    }
    return data
  }

  @concurrent private static func readFile(_ url: URL) async throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw QuakesFeedError.unreadableFile(path: url.path, reason: error.localizedDescription)
    }
  }
}
