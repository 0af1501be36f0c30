//  AnimalsTestServer.swift

import AnimalsPersistence
import AnimalsServer
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// An animals server in this process on a loopback port (a free one, or a given one to come back on).
struct AnimalsTestServer {
  let port: Int
  private let group: ServiceGroup
  private let task: Task<Void, any Error>

  var url: URL {
    URL(string: "http://127.0.0.1:\(self.port)")!
  }

  static func start(directory: URL, port: Int = 0) async throws -> AnimalsTestServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = try AnimalsServer.application(store: LocalStore(directory: directory), port: port) { port in
      continuation.yield(port)
      continuation.finish()
    }
    let group = ServiceGroup(configuration: .init(services: [application], logger: Logger(label: "animals-gtk-tests")))
    let task = Task { try await group.run() }
    let timeout = Task {
      try await Task.sleep(for: .seconds(10))
      continuation.finish()
    }
    defer { timeout.cancel() }
    guard let bound = await ports.first(where: { _ in true }) else {
      task.cancel()
      throw DidNotStart()
    }
    return AnimalsTestServer(port: bound, group: group, task: task)
  }

  func stop() async {
    await self.group.triggerGracefulShutdown()
    _ = await self.task.result
  }

  struct DidNotStart : Error {}
}
