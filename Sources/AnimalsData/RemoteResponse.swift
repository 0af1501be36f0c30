//  RemoteResponse.swift

/// The answer of `POST /animals/api`: the same shape as the request, one result per request element,
/// e.g. `{"mutation":[{"addAnimal":{"animal":{...}}}]}`.
/// `warnings` says what the server could not serve, e.g. stored animals it had to skip.
public struct RemoteResponse : Hashable, Sendable, Codable {
  public var query: [Query]?
  public var mutation: [Mutation]?
  public var warnings: [String]?

  public init(query: [Query]? = nil, mutation: [Mutation]? = nil, warnings: [String]? = nil) {
    self.query = query
    self.mutation = mutation
    self.warnings = warnings
  }

  public enum Query : Hashable, Sendable, Codable {
    case categories(categories: [Category])
    case animals(animals: [Animal])
  }

  public enum Mutation : Hashable, Sendable, Codable {
    case addAnimal(animal: Animal)
    case updateAnimal(animal: Animal)
    case deleteAnimal(animal: Animal)
    case restoreAnimal(animal: Animal)
    case reloadSampleData(animals: [Animal], categories: [Category])
  }
}

/// The body of every 4xx and 5xx answer: `{"error":"what went wrong"}`; a 409 for a stale version adds
/// `"conflict":{"animalId":…,"expectedVersion":…,"current":{…}}` (no `current` when the animal was deleted).
public struct RemoteErrorResponse : Hashable, Sendable, Codable {
  public var error: String
  public var conflict: AnimalConflict?

  public init(error: String, conflict: AnimalConflict? = nil) {
    self.error = error
    self.conflict = conflict
  }
}
