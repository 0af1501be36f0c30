//  PostgresStore.swift

import AnimalsData
import AnimalsPersistence
import Logging
import NIOCore
import PostgresNIO

/// The animals in a PostgreSQL database, for animals-server (`--database postgres://…`). Several servers
/// can serve one database: writes are serialised by the database (see `PostgresTransaction`), and each
/// instance learns of the others' changes through LISTEN/NOTIFY (`ChangeNotifications`).
///
/// `open()` connects within `Limits.connectTimeout`, refuses a schema that is not ours and migrates one
/// that is; then a pool of at most `Limits.maxConnections` connections serves the requests.
public final class PostgresStore : AnimalsServerStore {
  /// The limits of the store's use of PostgreSQL (named in the README).
  public struct Limits : Sendable, Hashable {
    /// How long connecting (TCP and the PostgreSQL handshake) may take before it is given up.
    public var connectTimeout: Duration = .seconds(5)
    /// Connections open at once per instance (the database's `max_connections` bounds all instances).
    public var maxConnections = 10
    /// The longest one database operation may take, waiting for a pooled connection included: then the
    /// request fails (500 `storage-unavailable`) instead of waiting for a database that went away. Shorter
    /// than the app's 10-second request timeout, so the app hears why instead of giving up first.
    public var operationTimeout: Duration = .seconds(8)
    /// The longest a live stream waits for a notification before it reads the change log anyway.
    public var notificationFallback: Duration = .seconds(2)
    /// The pause before the listening connection is made again after it dropped.
    public var listenRetryDelay: Duration = .seconds(1)

    public init() {}
  }

  public let url: PostgresDatabaseURL
  public let limits: Limits
  private let logger: Logger
  private let tls: PostgresTLS
  private let client: PostgresClient
  private let notifications = ChangeNotifications()
  private let tasks = TaskBox()

  /// Reads the URL's `sslrootcert` file, if any: throws a `PostgresStoreError` that says why it cannot
  /// be used. Nothing connects before `open()`.
  public init(url: PostgresDatabaseURL, limits: Limits = Limits(), logger: Logger = Logger(label: "animals-server.database")) throws(PostgresStoreError) {
    self.url = url
    self.limits = limits
    self.logger = logger
    self.tls = try PostgresTLS(url: url)
    var configuration = PostgresClient.Configuration(
      host: url.host, port: url.port, username: url.username, password: url.password, database: url.database, tls: self.tls.client
    )
    configuration.options.connectTimeout = limits.connectTimeout
    configuration.options.maximumConnections = limits.maxConnections
    self.client = PostgresClient(configuration: configuration, backgroundLogger: logger)
  }

  public var location: String {
    self.url.description
  }

  private var connectionConfiguration: PostgresConnection.Configuration {
    var configuration = PostgresConnection.Configuration(
      host: self.url.host, port: self.url.port, username: self.url.username, password: self.url.password, database: self.url.database, tls: self.tls.connection
    )
    configuration.options.connectTimeout = .nanoseconds(Int64(self.limits.connectTimeout / .nanoseconds(1)))
    return configuration
  }

  /// Connects, checks and migrates the schema, then starts the pool and the listener. Throws a
  /// `PostgresStoreError` that says why it cannot; the database is left untouched unless it is ours.
  public func open() async throws {
    let connection: PostgresConnection
    do {
      connection = try await self.connect()
    } catch {
      self.logger.info("Cannot connect to the PostgreSQL database \(self.location) (sslmode \(self.tls.mode.rawValue)): \(String(reflecting: error))")
      throw self.openingError(error)
    }
    do {
      try await PostgresMigrations.migrate(connection, database: self.location, logger: self.logger)
      try? await connection.close()
    } catch let error as PostgresStoreError {
      try? await connection.close()
      throw error
    } catch {
      try? await connection.close()
      throw self.openingError(error)
    }
    let (client, notifications, configuration, limits, logger) = (self.client, self.notifications, self.connectionConfiguration, self.limits, self.logger)
    await self.tasks.start(
      Task { await client.run() },
      Task { await notifications.listen(configuration: configuration, retryDelay: limits.listenRetryDelay, logger: logger) }
    )
  }

  /// Stops the pool and the listener (the database stays as it is).
  public func close() async {
    await self.tasks.cancelAll()
  }

  /// A connection made within `connectTimeout`, handshake included: a server that accepts and never
  /// answers is given up like one that cannot be reached.
  private func connect() async throws -> PostgresConnection {
    let (configuration, logger) = (self.connectionConfiguration, self.logger)
    guard let connection = try await Deadline.run(self.limits.connectTimeout, {
      try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
    }) else {
      throw ConnectTimedOut()
    }
    return connection
  }

  private struct ConnectTimedOut : Error, CustomStringConvertible {
    var description: String { "no answer" }
  }

  private func openingError(_ error: any Error) -> PostgresStoreError {
    let seconds = Int(self.limits.connectTimeout.components.seconds)
    guard let error = error as? PSQLError else {
      return .unreachable(database: self.location, timeoutSeconds: seconds, reason: String(describing: error))
    }
    if let refusal = PostgresTLSFailure.error(error, database: self.location, host: self.url.host, rootCertificate: self.url.sslRootCertificate) {
      return refusal
    }
    let state = error.serverInfo?[.sqlState]
    let message = error.serverInfo?[.message] ?? "\(error.code)"
    switch state {
    // pg_hba.conf's refusals name the file in every language: without TLS, a `hostssl`-only rule is the likely cause.
    case "28000" where self.tls.mode == .disable && message.contains("pg_hba.conf"):
      return .refusedWithoutTLS(database: self.location, reason: message)
    case "28P01", "28000": return .authenticationFailed(database: self.location, reason: message)
    case "3D000", "42501": return .noSuchDatabase(database: self.location, reason: message)
    case .some: return .cannotOpen(database: self.location, reason: message)
    case nil:
      let detail = error.underlying.map { String(describing: $0) } ?? "\(error.code)"
      // NIO's connection error lists every address tried; the refusal is what a user needs to read.
      let reason = detail.contains("Connection refused") ? "connection refused" : detail
      return .unreachable(database: self.location, timeoutSeconds: seconds, reason: reason)
    }
  }

  // MARK: - AnimalsServerStore

  public func read(categories: Bool, animals: Bool) async throws -> AnimalsReading {
    try await self.transaction(writes: false) { transaction in
      let (found, unreadable) = animals ? try await transaction.animalsAndUnreadable() : ([], [])
      return AnimalsReading(categories: categories ? try await transaction.categories() : [], animals: found, unreadable: unreadable)
    }
  }

  public func mutate(_ mutations: [RemoteRequest.Mutation], requestId: MutationRequestId?) async throws -> [RemoteResponse.Mutation] {
    try await self.transaction(writes: true) { transaction in
      // Writes are serialised (`lockWrites`), so a request sent to two instances at once is seen by the second.
      guard let requestId else { return try await Self.apply(mutations, in: transaction) }
      let request = try MutationReplies.requestText(mutations)
      if let stored = try await transaction.storedReply(for: requestId) {
        return try MutationReplies.replay(stored, for: request, requestId: requestId)
      }
      let results = try await Self.apply(mutations, in: transaction)
      try await transaction.storeReply(MutationReplies.Stored(request: request, reply: try MutationReplies.replyText(results)), for: requestId)
      return results
    }
  }

  private static func apply(_ mutations: [RemoteRequest.Mutation], in transaction: PostgresTransaction) async throws -> [RemoteResponse.Mutation] {
    var results: [RemoteResponse.Mutation] = []
    for mutation in mutations {
      switch mutation {
      case .addAnimal(let name, let diet, let categoryId):
        results.append(.addAnimal(animal: try await transaction.addAnimal(name: name, diet: diet, categoryId: categoryId)))
      case .updateAnimal(let animalId, let name, let diet, let categoryId, let version):
        results.append(.updateAnimal(animal: try await transaction.updateAnimal(
          animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: version
        )))
      case .deleteAnimal(let animalId, let version):
        results.append(.deleteAnimal(animal: try await transaction.deleteAnimal(animalId: animalId, expectedVersion: version)))
      case .restoreAnimal(let animal):
        results.append(.restoreAnimal(animal: try await transaction.restoreAnimal(animal)))
      case .reloadSampleData:
        let snapshot = try await transaction.reloadSampleData()
        results.append(.reloadSampleData(animals: snapshot.animals, categories: snapshot.categories))
      }
    }
    return results
  }

  public func latestSequence() async throws -> Int64 {
    try await self.transaction(writes: false) { try await $0.latestSequence() }
  }

  public func changes(since sequence: Int64, limit: Int) async throws -> ChangesSince {
    try await self.transaction(writes: false) { try await $0.changes(since: sequence, limit: limit) }
  }

  /// Returns when any instance notified a change after `sequence`, or after `Limits.notificationFallback`
  /// in case a notification was lost. (`pollInterval` is for stores that cannot be told.)
  public func waitForChanges(after sequence: Int64, pollInterval: Duration) async throws {
    await self.notifications.wait(after: sequence, timeout: self.limits.notificationFallback)
    try Task.checkCancellation()
  }

  /// Runs `body` in one transaction on a pooled connection; rule violations pass as they are, database
  /// failures become `LocalStoreError.failed`.
  private func transaction<T : Sendable>(writes: Bool, _ body: @escaping @Sendable (PostgresTransaction) async throws -> T) async throws -> T {
    let (client, logger) = (self.client, self.logger)
    do {
      let result = try await Deadline.run(self.limits.operationTimeout) {
        try await client.withConnection { connection in
          try await PostgresTransaction.run(on: connection, logger: logger) { connection in
            let transaction = PostgresTransaction(connection: connection, logger: logger)
            guard writes else { return try await body(transaction) }
            try await transaction.lockWrites()
            let result = try await body(transaction)
            try await transaction.finishWrites()
            return result
          }
        }
      }
      guard let result else {
        logger.error("The PostgreSQL database \(self.location) did not answer within \(self.limits.operationTimeout).")
        throw LocalStoreError.cannotOpen(path: self.location, reason: "the PostgreSQL database did not answer within \(self.limits.operationTimeout)")
      }
      return result
    } catch where StoreOutcome.isReported(error) {
      throw error
    } catch let error as PSQLError {
      let reason = error.serverInfo?[.message] ?? error.underlying.map { String(describing: $0) } ?? "\(error.code)"
      logger.error("The PostgreSQL database \(self.location) failed: \(String(reflecting: error))")
      // 53100 disk_full: PostgreSQL rolled the transaction back, and writes again once space is freed.
      if error.serverInfo?[.sqlState] == "53100" {
        throw LocalStoreError.diskFull(path: self.location)
      }
      if Self.isUnreachable(error) {
        throw LocalStoreError.cannotOpen(path: self.location, reason: reason)
      }
      throw LocalStoreError.failed(reason: reason)
    }
  }
}

extension PostgresStore {
  /// Whether `error` says the database cannot be reached now (a lost or refused connection, a server
  /// shutting down or starting: class 57P, 08), as opposed to a failure of the request itself. The
  /// answer is then `storage-unavailable`, and the pool connects again by itself once it is back.
  static func isUnreachable(_ error: PSQLError) -> Bool {
    if [.connectionError, .serverClosedConnection, .clientClosedConnection].contains(error.code) { return true }
    guard let state = error.serverInfo?[.sqlState] else { return false }
    return state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
  }
}

/// The store's background tasks (the pool and the listener), cancelled on `close()`.
private actor TaskBox {
  private var tasks: [Task<Void, Never>] = []

  func start(_ tasks: Task<Void, Never>...) {
    self.tasks += tasks
  }

  func cancelAll() {
    self.tasks.forEach { $0.cancel() }
    self.tasks = []
  }
}
