//  RemoteResponse.swift

/// The answer of `POST /animals/api`: the same shape as the request, one result per request element,
/// e.g. `{"mutation":[{"addAnimal":{"animal":{...}}}]}`.
/// `warnings` says what the server could not serve, e.g. stored animals it had to skip, in English for
/// people; `unreadable` says the same of the animals for programs (how many, the first ids).
public struct RemoteResponse : Hashable, Sendable, Codable {
  public var query: [Query]?
  public var mutation: [Mutation]?
  public var warnings: [String]?
  public var unreadable: UnreadableAnimalsNotice?

  public init(query: [Query]? = nil, mutation: [Mutation]? = nil, warnings: [String]? = nil, unreadable: UnreadableAnimalsNotice? = nil) {
    self.query = query
    self.mutation = mutation
    self.warnings = warnings
    self.unreadable = unreadable
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

/// The body of every 4xx and 5xx answer: `{"error":"what went wrong","code":"animal-not-found"}` (the
/// message in English for people, the code for programs: `AnimalsErrorCode`); a 409 for a stale version
/// adds `"conflict":{"animalId":…,"expectedVersion":…,"current":{…}}` (no `current` when the animal was deleted).
public struct RemoteErrorResponse : Hashable, Sendable, Codable {
  public var error: String
  /// An `AnimalsErrorCode`'s raw value (kept as text: a newer server may send one this app does not know).
  public var code: String?
  public var conflict: AnimalConflict?

  public init(error: String, code: String? = nil, conflict: AnimalConflict? = nil) {
    self.error = error
    self.code = code
    self.conflict = conflict
  }
}
