//  AnimalsServerCommand.swift

import AnimalsPersistence
import AnimalsPostgres
import AnimalsServer
import AppSupport
import ArgumentParser
import Foundation
import Hummingbird
import Logging

@main
struct AnimalsServerCommand : AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-server",
    abstract: "Serves the Animals data over HTTP at POST /animals/api.",
    discussion: """
      Listens on loopback by default. Requests must send Content-Type: application/json, name this server \
      in their Host header, and come from no web page of another origin. Listening on another address \
      needs a token, which every request must then send.
      """,
    version: AppVersion.current
  )

  @OptionGroup var options: ServerOptions

  func run() async throws {
    AppLogging.bootstrap(verbose: self.options.verbose)
    let logger = Logger(label: "animals-server")
    let configuration = try self.options.configuration
    do {
      // Refused before the database is opened or created.
      try configuration.validate()
    } catch {
      Self.fail("\(error)")
    }
    let store: any AnimalsServerStore
    do {
      store = try self.store()
      // A database that cannot be opened stops the server here, before it answers anything.
      try await store.open()
    } catch {
      Self.fail("\(error)")
    }
    do {
      let application = try AnimalsServer.application(store: store, configuration: configuration, logger: logger) { port in
        // Unbuffered, so whoever started the server sees its address at once.
        FileHandle.standardOutput.write(Data("animals-server: serving \(store.location) at http://\(configuration.host):\(port)/animals/api\n".utf8))
      }
      try await application.runService()
      await (store as? PostgresStore)?.close()
    } catch {
      Self.fail("\(error)")
    }
  }

  /// PostgreSQL when a database URL is given, otherwise the SQLite file in the data directory.
  private func store() throws -> any AnimalsServerStore {
    let databaseLogger = Logger(label: "animals-server.database")
    if let url = try self.options.databaseURL() {
      return try PostgresStore(url: url, logger: databaseLogger)
    }
    let directory = self.options.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? AppPlaces.dataDirectory(appID: "org.immutabledata.Animals")
    return LocalStore(directory: directory, logger: databaseLogger)
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("animals-server: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
