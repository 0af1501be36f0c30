//  LocalStore+ServerStore.swift

import AnimalsData

/// The SQLite store serves animals-server (its default).
extension LocalStore : AnimalsServerStore {
  public nonisolated var location: String {
    self.databaseURL.path
  }

  public func read(categories: Bool, animals: Bool) async throws -> AnimalsReading {
    try await self.read { transaction in
      let (found, unreadable) = animals ? try transaction.animalsAndUnreadable() : ([], [])
      return AnimalsReading(categories: categories ? try transaction.categories() : [], animals: found, unreadable: unreadable)
    }
  }

  public func mutate(_ mutations: [RemoteRequest.Mutation], requestId: MutationRequestId?) async throws -> [RemoteResponse.Mutation] {
    try await self.write { transaction in
      guard let requestId else { return try Self.apply(mutations, in: transaction) }
      let request = try MutationReplies.requestText(mutations)
      if let stored = try transaction.storedReply(for: requestId) {
        return try MutationReplies.replay(stored, for: request, requestId: requestId)
      }
      let results = try Self.apply(mutations, in: transaction)
      try transaction.storeReply(MutationReplies.Stored(request: request, reply: try MutationReplies.replyText(results)), for: requestId)
      return results
    }
  }

  private static func apply(_ mutations: [RemoteRequest.Mutation], in transaction: LocalStoreTransaction) throws -> [RemoteResponse.Mutation] {
    try mutations.map { mutation in
      switch mutation {
      case .addAnimal(let name, let diet, let categoryId):
        .addAnimal(animal: try transaction.addAnimal(name: name, diet: diet, categoryId: categoryId))
      case .updateAnimal(let animalId, let name, let diet, let categoryId, let version):
        .updateAnimal(animal: try transaction.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: version))
      case .deleteAnimal(let animalId, let version):
        .deleteAnimal(animal: try transaction.deleteAnimal(animalId: animalId, expectedVersion: version))
      case .restoreAnimal(let animal):
        .restoreAnimal(animal: try transaction.restoreAnimal(animal))
      case .reloadSampleData:
        try { snapshot in .reloadSampleData(animals: snapshot.animals, categories: snapshot.categories) }(transaction.reloadSampleData())
      }
    }
  }

  public func latestSequence() async throws -> Int64 {
    try await self.read { try $0.latestSequence() }
  }

  /// Another process may write the same file and SQLite cannot tell: look again after `pollInterval`.
  public func waitForChanges(after sequence: Int64, pollInterval: Duration) async throws {
    try await Task.sleep(for: pollInterval)
  }
}
