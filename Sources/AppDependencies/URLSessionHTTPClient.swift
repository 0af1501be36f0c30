//  URLSessionHTTPClient.swift

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP on the network, through URLSession, within each request's `HTTPLimits`. It needs nothing but
/// Foundation, which is why it is the default; on Linux, though, Foundation ends the whole process when a
/// connection closes after a response's status line and before the end of its headers
/// (swift-corelibs-foundation issue 5285). An app that fetches over a network it does not control passes
/// `NetworkHTTPClient` (library `AppNetworking`, through AsyncHTTPClient) instead.
///
/// ```swift
/// let response = try await URLSessionHTTPClient().get(url, limits: HTTPLimits())
/// ```
public struct URLSessionHTTPClient : HTTPClient {
  /// A client making each request on a session of its own (ephemeral: no cache, no cookies).
  public init() {}

  public func get(_ url: URL, limits: HTTPLimits) async throws(HTTPClientError) -> HTTPResponse {
    let (body, response): (Data, URLResponse?)
    do {
      (body, response) = try await URLSessionDownload.fetch(url, limits: limits)
    } catch let error as HTTPClientError {
      throw error
    } catch {
      throw .unreachable(reason: error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      // A file: or data: URL answers without HTTP: it is what was asked for.
      return HTTPResponse(status: 200, body: body)
    }
    var headers: [String : String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: body)
  }
}

/// One HTTP(S) download under `HTTPLimits`. The body streams through a data delegate and the
/// transfer is cancelled as soon as a limit is crossed, so an oversized or endless body never sits in
/// memory: at most the cap plus one network chunk is held. URLSession decompresses gzip bodies
/// before the delegate sees them, so counting what arrives counts the decoded bytes.
final class URLSessionDownload : NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let url: URL
  private let limits: HTTPLimits
  private let lock = NSLock()
  // Guarded by `lock`.
  private var body = Data()
  private var response: URLResponse?
  private var refusal: HTTPClientError?
  private var continuation: CheckedContinuation<(Data, URLResponse?), any Error>?

  private init(url: URL, limits: HTTPLimits) {
    self.url = url
    self.limits = limits
  }

  /// The body and response, or an `HTTPClientError` (a timeout, the deadline, a cap, no connection).
  static func fetch(_ url: URL, limits: HTTPLimits) async throws -> (Data, URLResponse?) {
    let download = URLSessionDownload(url: url, limits: limits)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = limits.readTimeout
    // The session keeps its delegate until it is invalidated, which `finish` does.
    let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
    var request = URLRequest(url: url)
    request.timeoutInterval = limits.readTimeout
    let task = session.dataTask(with: request)
    // A timer of our own rather than timeoutIntervalForResource, whose timeout would read as a silent server.
    let deadline = DispatchWorkItem { [weak task] in
      download.refuse(.deadlineExceeded(seconds: Self.seconds(limits.deadline)), task: task)
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
  private func refuse(_ error: HTTPClientError, task: URLSessionTask?) {
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
    if response.expectedContentLength > Int64(self.limits.maxTransferBytes) {
      self.refuse(.tooLarge(limit: self.limits.maxTransferBytes), task: nil)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let refusal: HTTPClientError? = self.lock.withLock {
      guard self.refusal == nil else { return nil }
      if self.body.count + data.count > self.limits.maxBodyBytes {
        return .tooLarge(limit: self.limits.maxBodyBytes)
      }
      if dataTask.countOfBytesReceived > Int64(self.limits.maxTransferBytes) {
        return .tooLarge(limit: self.limits.maxTransferBytes)
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

  private func describe(_ error: any Error) -> HTTPClientError {
    switch (error as? URLError)?.code {
    case .timedOut?:
      return .stoppedAnswering(seconds: Self.seconds(self.limits.readTimeout))
    default:
      return .unreachable(reason: error.localizedDescription)
    }
  }
}
