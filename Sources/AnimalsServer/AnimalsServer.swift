//  AnimalsServer.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import Hummingbird
import HummingbirdCore
import Logging

/// The HTTP server of the Animals data: `POST /animals/api` on a store (SQLite or PostgreSQL), and its live changes
/// (`GET /animals/changes`, see `LiveChanges`).
public enum AnimalsServer {
  public static let defaultHost = "127.0.0.1"
  public static let defaultPort = 8080

  /// An application serving `store` as `configuration` says (port 0 picks a free one); `onRunning` gets the
  /// bound port. Throws a `ConfigurationError` for a configuration that would expose the data.
  public static func application(
    store: any AnimalsServerStore,
    configuration: ServerConfiguration,
    logger: Logger = Logger(label: "animals-server"),
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) throws(ConfigurationError) -> some ApplicationProtocol {
    try configuration.validate()
    let limits = configuration.limits
    let api = AnimalsAPI(store: store, limits: limits)
    let router = Router()
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: JSONErrorMiddleware(maxBodySize: limits.maxBodySize))
    router.add(middleware: RequestGuardMiddleware(configuration: configuration))
    router.post("animals/api") { request, context -> Response in
      guard Self.isJSON(request.headers[.contentType]) else {
        return Self.response(AnimalsAPI.reply(APIError(status: 415, code: .unsupportedMediaType, message: "The request body must be JSON, sent with Content-Type: application/json.")))
      }
      let buffer = try await request.body.collect(upTo: limits.maxBodySize)
      return Self.response(await api.reply(to: Data(buffer.readableBytesView), logger: context.logger))
    }
    let live = LiveChanges(store: store, limits: limits, streams: LiveStreamCount(maximum: limits.maxLiveStreams))
    router.get("animals/changes") { request, context -> Response in
      await live.response(to: request, logger: context.logger)
    }
    return Application(
      router: router,
      server: HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, limits: limits, logger: logger) },
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: "animals-server",
        availableConnectionsDelegate: ConnectionLimit(maximum: limits.maxConnections, logger: logger)
      ),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) },
      logger: logger
    )
  }

  /// A loopback server without a token and with the default limits.
  public static func application(
    store: any AnimalsServerStore,
    host: String = Self.defaultHost,
    port: Int = Self.defaultPort,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) throws(ConfigurationError) -> some ApplicationProtocol {
    try Self.application(store: store, configuration: ServerConfiguration(host: host, port: port), onRunning: onRunning)
  }

  /// `application/json`, with or without parameters (`; charset=utf-8`).
  static func isJSON(_ contentType: String?) -> Bool {
    guard let contentType, let mediaType = contentType.split(separator: ";").first else { return false }
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
  }

  static func response(_ reply: APIReply) -> Response {
    Response(
      status: HTTPResponse.Status(code: reply.status),
      headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body))
    )
  }
}
