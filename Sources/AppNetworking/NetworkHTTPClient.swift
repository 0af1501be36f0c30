//  NetworkHTTPClient.swift

import AppDependencies
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

/// HTTP on the network, through AsyncHTTPClient, within each request's `HTTPLimits`. Prefer it to
/// `URLSessionHTTPClient`: Foundation's URLSession on Linux ends the whole process when a connection
/// closes after a response's status line and before the end of its headers (swift-corelibs-foundation
/// issue 5285), which a flaky network or proxy can cause at any time.
///
/// ```swift
/// let dependencies = Dependencies(http: NetworkHTTPClient())
/// let response = try await dependencies.http.get(url, limits: HTTPLimits())
/// ```
///
/// Only `http` and `https` URLs; gzip bodies are asked for and decompressed (the body limit counts the
/// decompressed bytes); up to five redirects are followed.
public struct NetworkHTTPClient : AppDependencies.HTTPClient {
  public init() {}

  public func get(_ url: URL, limits: HTTPLimits) async throws(AppDependencies.HTTPClientError) -> HTTPResponse {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw .unreachable(reason: "only http and https addresses can be fetched (not \(url.absoluteString))")
    }
    do {
      return try await SharedHTTPClients.within(limits.deadline) { try await Self.fetch(url, limits: limits) }
    } catch let error as AppDependencies.HTTPClientError {
      throw error
    } catch {
      throw Self.describe(error, url: url, limits: limits)
    }
  }

  private static func fetch(_ url: URL, limits: HTTPLimits) async throws -> HTTPResponse {
    var request = HTTPClientRequest(url: url.absoluteString)
    request.headers.add(name: "Accept-Encoding", value: "gzip")
    let client = NetworkClients.client(readTimeout: limits.readTimeout, maxBodyBytes: limits.maxBodyBytes)
    let response = try await client.execute(request, deadline: .now() + .milliseconds(Int64(limits.deadline * 1000)))
    if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limits.maxTransferBytes {
      throw AppDependencies.HTTPClientError.tooLarge(limit: limits.maxTransferBytes)
    }
    // Without an encoding the bytes read are the bytes sent, so the transfer cap counts them too.
    let encoded = response.headers.first(name: "Content-Encoding").map { $0.lowercased() != "identity" } ?? false
    var body = Data()
    for try await buffer in response.body {
      body.append(contentsOf: buffer.readableBytesView)
      if body.count > limits.maxBodyBytes { throw AppDependencies.HTTPClientError.tooLarge(limit: limits.maxBodyBytes) }
      if !encoded, body.count > limits.maxTransferBytes { throw AppDependencies.HTTPClientError.tooLarge(limit: limits.maxTransferBytes) }
    }
    var headers: [String : String] = [:]
    for header in response.headers {
      headers[header.name] = headers[header.name].map { "\($0), \(header.value)" } ?? header.value
    }
    return HTTPResponse(status: Int(response.status.code), headers: headers, body: body)
  }

  private static func describe(_ error: any Error, url: URL, limits: HTTPLimits) -> AppDependencies.HTTPClientError {
    let seconds = { (interval: TimeInterval) in Int(interval.rounded(.up)) }
    switch error {
    case let error as AsyncHTTPClient.HTTPClientError where error == .deadlineExceeded:
      return .deadlineExceeded(seconds: seconds(limits.deadline))
    case let error as AsyncHTTPClient.HTTPClientError where error == .readTimeout:
      return .stoppedAnswering(seconds: seconds(limits.readTimeout))
    case let error as AsyncHTTPClient.HTTPClientError where error == .remoteConnectionClosed:
      return .unreachable(reason: "the connection to \(url.host ?? "the server") was lost")
    case let error as AsyncHTTPClient.HTTPClientError where error == .connectTimeout:
      return .unreachable(reason: "\(url.host ?? "the server") did not accept a connection within 10 seconds")
    case NIOHTTPDecompression.DecompressionError.limit:
      return .tooLarge(limit: limits.maxBodyBytes)
    case let error as HTTPParserError where error == .invalidEOFState:
      return .unreachable(reason: "the connection to \(url.host ?? "the server") was lost")
    case is NIOConnectionError:
      return .unreachable(reason: "could not connect to \(url.host ?? "the server")")
    case let error as IOError where [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH].contains(error.errnoCode):
      return .unreachable(reason: "could not connect to \(url.host ?? "the server")")
    default:
      return .unreachable(reason: String(describing: error))
    }
  }
}

/// The clients of `NetworkHTTPClient`, one per read timeout and body limit.
private enum NetworkClients {
  private struct Key : Hashable {
    var readTimeoutMilliseconds: Int64
    var maxBodyBytes: Int
  }

  static func client(readTimeout: TimeInterval, maxBodyBytes: Int) -> AsyncHTTPClient.HTTPClient {
    let key = Key(readTimeoutMilliseconds: Int64((readTimeout * 1000).rounded(.up)), maxBodyBytes: maxBodyBytes)
    return SharedHTTPClients.client(for: key) {
      var configuration = AsyncHTTPClient.HTTPClient.Configuration()
      configuration.timeout = .init(connect: .seconds(10), read: .milliseconds(key.readTimeoutMilliseconds))
      // A host that cannot be reached is said at once rather than retried until the deadline.
      configuration.connectionPool.retryConnectionEstablishment = false
      // Idle connections are let go before a server's usual 60 s idle limit closes them under a request.
      configuration.connectionPool.idleTimeout = .seconds(30)
      configuration.decompression = .enabled(limit: .size(maxBodyBytes))
      configuration.redirectConfiguration = .follow(max: 5, allowCycles: false)
      return configuration
    }
  }
}
