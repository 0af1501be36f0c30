//  LiveStreamConnection.swift

import AnimalsData
import AsyncHTTPClient
import Foundation
import NIOCore

/// One open change stream: the body is parsed as it arrives and each event is handed on at once. Only
/// the event being read is held (at most the event limit). A refusal (not 200 `text/event-stream`) keeps
/// the first 64 KiB of its body to say why. Whoever stops reading the stream closes the connection.
enum LiveStreamConnection {
  private static let maxRefusalBytes = 64 * 1024

  static func open(_ request: HTTPClientRequest, url: URL, readTimeout: TimeInterval, maxEventBytes: Int) -> AsyncThrowingStream<LiveEvent, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: LiveEvent.self, throwing: (any Error).self)
    let task = Task {
      do {
        try await Self.read(request, url: url, readTimeout: readTimeout, maxEventBytes: maxEventBytes) { continuation.yield($0) }
        continuation.finish()
      } catch {
        continuation.finish(throwing: Self.describe(error, url: url, readTimeout: readTimeout))
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  private static func read(
    _ request: HTTPClientRequest, url: URL, readTimeout: TimeInterval, maxEventBytes: Int, yield: (LiveEvent) -> Void
  ) async throws {
    let response = try await AnimalsHTTP.client(readTimeout: readTimeout).execute(request, deadline: .distantFuture)
    let contentType = (response.headers.first(name: "Content-Type") ?? "").lowercased()
    let status = Int(response.status.code)
    guard status == 200, contentType.hasPrefix("text/event-stream") else {
      let body = try await AnimalsHTTP.prefix(of: response.body, limit: Self.maxRefusalBytes)
      let (code, message) = Self.refusal(in: body, status: status, reason: response.status.reasonPhrase)
      throw LiveChannelError.refused(url: url.absoluteString, status: status, code: code, message: message)
    }
    var parser = ServerSentEventParser(maxEventBytes: maxEventBytes)
    for try await buffer in response.body {
      for event in try parser.feed(buffer.readableBytesView) {
        if let event = try RemoteLiveChanges.liveEvent(event) { yield(event) }
      }
    }
  }

  private static func describe(_ error: any Error, url: URL, readTimeout: TimeInterval) -> any Error {
    if error is LiveChannelError { return error }
    if AnimalsHTTP.isReadTimeout(error) { return LiveChannelError.silent(url: url.absoluteString, seconds: readTimeout) }
    if AnimalsHTTP.isConnectFailure(error) { return RemoteStoreError.cannotConnect(url: url.absoluteString) }
    return RemoteStoreError.network(reason: String(describing: error))
  }

  private static func refusal(in body: Data, status: Int, reason: String) -> (code: String?, message: String) {
    if let error = try? JSONDecoder().decode(RemoteErrorResponse.self, from: body) { return (error.code, error.error) }
    if status == 200 { return (nil, "the answer is not an event stream") }
    let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return (nil, text.isEmpty ? reason : text)
  }
}
