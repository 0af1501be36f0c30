//  RunningServer.swift

import AnimalsPersistence
import AnimalsServer
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Testing

/// An animals server on a free loopback port, in this process, for one test.
struct RunningServer {
  let port: Int
  private let group: ServiceGroup
  private let task: Task<Void, any Error>

  var baseURL: URL {
    URL(string: "http://127.0.0.1:\(self.port)")!
  }

  var endpoint: URL {
    self.baseURL.appendingPathComponent("animals/api")
  }

  static func start(directory: URL, configuration: ServerConfiguration = ServerConfiguration(port: 0)) async throws -> RunningServer {
    try await Self.start(store: LocalStore(directory: directory), configuration: configuration)
  }

  static func start(store: any AnimalsServerStore, configuration: ServerConfiguration = ServerConfiguration(port: 0)) async throws -> RunningServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = try AnimalsServer.application(store: store, configuration: configuration) { port in
      continuation.yield(port)
      continuation.finish()
    }
    let group = ServiceGroup(configuration: .init(services: [application], logger: Logger(label: "animals-server-tests")))
    let task = Task { try await group.run() }
    let timeout = Task {
      try await Task.sleep(for: .seconds(10))
      continuation.finish()
    }
    defer { timeout.cancel() }
    guard let port = await ports.first(where: { _ in true }) else {
      task.cancel()
      throw ServerDidNotStart()
    }
    return RunningServer(port: port, group: group, task: task)
  }

  /// Shuts the server down gracefully and waits until it has let go of its port.
  func stop() async {
    await self.group.triggerGracefulShutdown()
    _ = await self.task.result
  }

  struct ServerDidNotStart : Error {}
}
