//  QuakesHTTPFeedClient.swift

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import QuakesData

/// Fetches feeds over HTTP(S) with URLSession, or reads them from file:// URLs, and decodes them
/// off the main actor, within `limits` (a total deadline, a read timeout, caps on bytes). Anything but
/// a 2xx JSON response holding a feature collection is an error.
public struct QuakesHTTPFeedClient : QuakesFeedClient {
  public let location: QuakesFeedLocation
  public let limits: QuakesFeedLimits

  public init(location: QuakesFeedLocation = QuakesFeedLocation(), limits: QuakesFeedLimits = QuakesFeedLimits()) {
    self.location = location
    self.limits = limits
  }

  public func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
    let url = self.location.url(for: range)
    let data = url.isFileURL ? try await Self.readFile(url, limits: self.limits) : try await self.download(url)
    let contents = try await QuakesFeedDecoder.decodeOffMainActor(data, from: url.absoluteString)
    let source = self.location.baseURL == QuakesFeedLocation.usgs ? "USGS \(range.fileName)" : url.absoluteString
    return QuakesFetchReport(range: range, quakes: contents.quakes, skipped: contents.skipped, source: source)
  }

  private func download(_ url: URL) async throws -> Data {
    let (data, response) = try await QuakesFeedDownload.fetch(url, limits: self.limits)
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

  @concurrent private static func readFile(_ url: URL, limits: QuakesFeedLimits) async throws -> Data {
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      // One byte past the cap tells an oversized file from one exactly at it, without reading the rest.
      let data = try handle.read(upToCount: limits.maxDecodedBytes + 1) ?? Data()
      guard data.count <= limits.maxDecodedBytes else {
        throw QuakesFeedError.tooLarge(url: url.absoluteString, limit: limits.maxDecodedBytes)
      }
      return data
    } catch let error as QuakesFeedError {
      throw error
    } catch {
      throw QuakesFeedError.unreadableFile(path: url.path, reason: error.localizedDescription)
    }
  }
}
