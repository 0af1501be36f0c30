//  AnimalsServer.swift

import AnimalsPersistence
import Foundation
import Hummingbird

/// The HTTP server of the Animals data: `POST /animals/api` on a local store.
public enum AnimalsServer {
  public static let defaultHost = "127.0.0.1"
  public static let defaultPort = 8080
  /// The largest request body accepted (the biggest valid request is far smaller).
  public static let maxBodySize = 1 << 20

  /// An application serving `store` on `host:port` (port 0 picks a free one); `onRunning` gets the bound port.
  public static func application(
    store: LocalStore,
    host: String = Self.defaultHost,
    port: Int = Self.defaultPort,
    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let api = AnimalsAPI(store: store)
    let router = Router()
    router.add(middleware: JSONErrorMiddleware())
    router.post("animals/api") { request, _ -> Response in
      let buffer = try await request.body.collect(upTo: Self.maxBodySize)
      return Self.response(await api.reply(to: Data(buffer.readableBytesView)))
    }
    return Application(
      router: router,
      configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "animals-server"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
    )
  }

  static func response(_ reply: APIReply) -> Response {
    Response(
      status: HTTPResponse.Status(code: reply.status),
      headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body))
    )
  }
}
