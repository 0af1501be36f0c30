//  QuakesHTTPFeedClient.swift

import AppDependencies
import AppNetworking
import Foundation
import QuakesData

/// Fetches feeds over HTTP(S) through `http` (`NetworkHTTPClient` in the app, answers a test chose in tests), or
/// reads them from file:// URLs through `files`, and decodes them off the main actor, within `limits`
/// (a total deadline, a read timeout, caps on bytes). Anything but a 2xx JSON response holding a
/// feature collection is an error.
public struct QuakesHTTPFeedClient : QuakesFeedClient {
  public let location: QuakesFeedLocation
  public let limits: QuakesFeedLimits
  private let http: any HTTPClient
  private let files: any FileSystem

  public init(
    location: QuakesFeedLocation = QuakesFeedLocation(),
    limits: QuakesFeedLimits = QuakesFeedLimits(),
    http: any HTTPClient = NetworkHTTPClient(),
    files: any FileSystem = LocalFileSystem()
  ) {
    self.location = location
    self.limits = limits
    self.http = http
    self.files = files
  }

  public func fetch(_ range: QuakesFeedRange) async throws -> QuakesFetchReport {
    let url = self.location.url(for: range)
    let data = url.isFileURL ? try self.readFile(url) : try await self.download(url)
    let contents = try await QuakesFeedDecoder.decodeOffMainActor(data, from: url.absoluteString)
    let source = self.location.baseURL == QuakesFeedLocation.usgs ? "USGS \(range.fileName)" : url.absoluteString
    return QuakesFetchReport(range: range, quakes: contents.quakes, skipped: contents.skipped, source: source)
  }

  private var httpLimits: HTTPLimits {
    HTTPLimits(
      deadline: self.limits.deadline,
      readTimeout: self.limits.readTimeout,
      maxTransferBytes: self.limits.maxDownloadBytes,
      maxBodyBytes: self.limits.maxDecodedBytes
    )
  }

  private func download(_ url: URL) async throws(QuakesFeedError) -> Data {
    let address = url.absoluteString
    let response: HTTPResponse
    do {
      response = try await self.http.get(url, limits: self.httpLimits)
    } catch {
      switch error {
      case .tooLarge(let limit): throw .tooLarge(url: address, limit: limit)
      case .deadlineExceeded(let seconds): throw .deadlineExceeded(url: address, seconds: seconds)
      case .stoppedAnswering(let seconds): throw .stoppedAnswering(url: address, seconds: seconds)
      case .unreachable(let reason): throw .unreachable(url: address, reason: reason)
      }
    }
    guard (200 ..< 300).contains(response.status) else {
      throw .httpStatus(url: address, status: response.status)
    }
    if let contentType = response.header("Content-Type"), !contentType.lowercased().contains("json") {
      throw .wrongContentType(url: address, contentType: contentType)
    }
    return response.body
  }

  private func readFile(_ url: URL) throws(QuakesFeedError) -> Data {
    let data: Data?
    do {
      data = try self.files.read(url, maximumBytes: self.limits.maxDecodedBytes)
    } catch {
      switch error {
      case .tooLarge: throw .tooLarge(url: url.absoluteString, limit: self.limits.maxDecodedBytes)
      case .unreadable(_, let reason), .unwritable(_, let reason): throw .unreadableFile(path: url.path, reason: reason)
      }
    }
    guard let data else { throw .unreadableFile(path: url.path, reason: "there is no such file") }
    return data
  }
}
