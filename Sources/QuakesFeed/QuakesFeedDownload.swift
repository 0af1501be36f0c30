//  QuakesFeedDownload.swift

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP(S) download under `QuakesFeedLimits`. The body streams through a data delegate and the
/// transfer is cancelled as soon as a limit is crossed, so an oversized or endless body never sits in
/// memory: at most the cap plus one network chunk is held. URLSession decompresses gzip bodies
/// before the delegate sees them, so counting what arrives counts the decoded bytes.
final class QuakesFeedDownload : NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let url: URL
  private let limits: QuakesFeedLimits
  private let lock = NSLock()
  // Guarded by `lock`.
  private var body = Data()
  private var response: URLResponse?
  private var refusal: QuakesFeedError?
  private var continuation: CheckedContinuation<(Data, URLResponse?), any Error>?

  private init(url: URL, limits: QuakesFeedLimits) {
    self.url = url
    self.limits = limits
  }

  /// The body and response, or a `QuakesFeedError` (a timeout, the deadline, a cap, no connection).
  static func fetch(_ url: URL, limits: QuakesFeedLimits) async throws -> (Data, URLResponse?) {
    let download = QuakesFeedDownload(url: url, limits: limits)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = limits.readTimeout
    // The session keeps its delegate until it is invalidated, which `finish` does.
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    var request = URLRequest(url: url)
    request.timeoutInterval = limits.readTimeout
    let task = session.dataTask(with: request)
    // A timer of our own rather than timeoutIntervalForResource, whose timeout would read as a silent server.
    let deadline = DispatchWorkItem { [weak task] in
      download.refuse(.deadlineExceeded(url: url.absoluteString, seconds: Self.seconds(limits.deadline)), task: task)
    }
    defer {
      deadline.cancel()
      session.finishTasksAndInvalidate()
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        download.lock.withLock { download.continuation = continuation }
        DispatchQueue.global().asyncAfter(deadline: .now() + limits.deadline, execute: deadline)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  private static func seconds(_ interval: TimeInterval) -> Int {
    Int(interval.rounded(.up))
  }

  /// Stops the transfer with `error` as its outcome (the first refusal wins).
  private func refuse(_ error: QuakesFeedError, task: URLSessionTask?) {
    self.lock.withLock {
      if self.refusal == nil { self.refusal = error }
      // What was read is dropped at once: the refusal is the outcome.
      self.body = Data()
    }
    task?.cancel()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    self.lock.withLock { self.response = response }
    if response.expectedContentLength > Int64(self.limits.maxDownloadBytes) {
      self.refuse(.tooLarge(url: self.url.absoluteString, limit: self.limits.maxDownloadBytes), task: nil)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let refusal: QuakesFeedError? = self.lock.withLock {
      guard self.refusal == nil else { return nil }
      if self.body.count + data.count > self.limits.maxDecodedBytes {
        return .tooLarge(url: self.url.absoluteString, limit: self.limits.maxDecodedBytes)
      }
      if dataTask.countOfBytesReceived > Int64(self.limits.maxDownloadBytes) {
        return .tooLarge(url: self.url.absoluteString, limit: self.limits.maxDownloadBytes)
      }
      self.body.append(data)
      return nil
    }
    if let refusal {
      self.refuse(refusal, task: dataTask)
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, result) = self.lock.withLock { () -> (CheckedContinuation<(Data, URLResponse?), any Error>?, Result<(Data, URLResponse?), any Error>) in
      defer { self.continuation = nil }
      if let refusal = self.refusal {
        return (self.continuation, .failure(refusal))
      }
      if let error {
        return (self.continuation, .failure(self.describe(error)))
      }
      return (self.continuation, .success((self.body, self.response)))
    }
    continuation?.resume(with: result)
  }

  private func describe(_ error: any Error) -> QuakesFeedError {
    let url = self.url.absoluteString
    switch (error as? URLError)?.code {
    case .timedOut?:
      return .stoppedAnswering(url: url, seconds: Self.seconds(self.limits.readTimeout))
    default:
      return .unreachable(url: url, reason: error.localizedDescription)
    }
  }
}
