//  LiveStreamConnection.swift

import AnimalsData
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One open change stream: the body arrives through a data delegate, is parsed as it comes and each
/// event is handed on at once. Only the event being read is held (at most the event limit). A refusal
/// (not 200 `text/event-stream`) keeps the first 64 KiB of its body to say why.
final class LiveStreamConnection : NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private static let maxRefusalBytes = 64 * 1024

  private let url: URL
  private let readTimeout: TimeInterval
  private let continuation: AsyncThrowingStream<LiveEvent, any Error>.Continuation
  private let lock = NSLock()
  // Guarded by `lock`.
  private var parser: ServerSentEventParser
  private var refusedStatus: Int?
  private var refusalBody = Data()
  private var failure: (any Error)?

  private init(url: URL, readTimeout: TimeInterval, maxEventBytes: Int, continuation: AsyncThrowingStream<LiveEvent, any Error>.Continuation) {
    self.url = url
    self.readTimeout = readTimeout
    self.parser = ServerSentEventParser(maxEventBytes: maxEventBytes)
    self.continuation = continuation
  }

  static func open(_ request: URLRequest, readTimeout: TimeInterval, maxEventBytes: Int) -> AsyncThrowingStream<LiveEvent, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: LiveEvent.self, throwing: (any Error).self)
    let connection = LiveStreamConnection(url: request.url!, readTimeout: readTimeout, maxEventBytes: maxEventBytes, continuation: continuation)
    let configuration = URLSessionConfiguration.ephemeral
    // The longest silence allowed between two reads; the stream itself may last for days.
    configuration.timeoutIntervalForRequest = readTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    // No cache at all: Foundation looks a request up in it on a background queue, and a cancel landing
    // meanwhile races with the task's removal from the session's registry (a trap on Linux).
    configuration.urlCache = nil
    // The session keeps its delegate until it is invalidated, which ending the stream does.
    let session = URLSession(configuration: configuration, delegate: connection, delegateQueue: nil)
    let task = session.dataTask(with: request)
    continuation.onTermination = { termination in
      // Only a reader that stopped reading cancels. A stream this connection finished itself ended with
      // its task (`didCompleteWithError` invalidated the session): cancelling that task again raced
      // with Foundation's own completion of it, which ends the process ("Trying to access a behaviour
      // for a task that in not in the registry") when a server dies mid-stream.
      guard case .cancelled = termination else { return }
      // Cancels the task itself: a cancel of its own beside it raced with this one (a trap in
      // Foundation's `invalidateAndCancel` while the soak reconnected thousands of times).
      session.invalidateAndCancel()
    }
    task.resume()
    return stream
  }

  private var urlText: String {
    self.url.absoluteString
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    let status = http?.statusCode ?? 0
    let contentType = (http?.value(forHTTPHeaderField: "Content-Type") ?? "").lowercased()
    if status != 200 || !contentType.hasPrefix("text/event-stream") {
      self.lock.withLock { self.refusedStatus = status }
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let result: Result<[LiveEvent], any Error> = self.lock.withLock {
      guard self.failure == nil else { return .success([]) }
      if self.refusedStatus != nil {
        self.refusalBody.append(data.prefix(max(0, Self.maxRefusalBytes - self.refusalBody.count)))
        return .success([])
      }
      do {
        return .success(try self.parser.feed(data).compactMap(RemoteLiveChanges.liveEvent))
      } catch {
        self.failure = error
        return .failure(error)
      }
    }
    switch result {
    case .success(let events):
      for event in events { self.continuation.yield(event) }
    case .failure(let error):
      self.continuation.finish(throwing: error)
      dataTask.cancel()
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (failure, refusedStatus, body) = self.lock.withLock { (self.failure, self.refusedStatus, self.refusalBody) }
    session.finishTasksAndInvalidate()
    if failure != nil { return }
    if let error {
      self.continuation.finish(throwing: self.describe(error))
    } else if let refusedStatus {
      let (code, message) = Self.refusal(in: body, status: refusedStatus)
      self.continuation.finish(throwing: LiveChannelError.refused(url: self.urlText, status: refusedStatus, code: code, message: message))
    } else {
      self.continuation.finish()
    }
  }

  private func describe(_ error: any Error) -> any Error {
    switch (error as? URLError)?.code {
    case .timedOut?:
      LiveChannelError.silent(url: self.urlText, seconds: self.readTimeout)
    case .cannotConnectToHost?, .cannotFindHost?, .networkConnectionLost?, .notConnectedToInternet?, .dnsLookupFailed?:
      RemoteStoreError.cannotConnect(url: self.urlText)
    default:
      RemoteStoreError.network(reason: error.localizedDescription)
    }
  }

  private static func refusal(in body: Data, status: Int) -> (code: String?, message: String) {
    if let error = try? JSONDecoder().decode(RemoteErrorResponse.self, from: body) { return (error.code, error.error) }
    if status == 200 { return (nil, "the answer is not an event stream") }
    let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return (nil, text.isEmpty ? HTTPURLResponse.localizedString(forStatusCode: status) : text)
  }
}
