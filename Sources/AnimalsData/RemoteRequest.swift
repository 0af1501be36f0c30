//  RemoteRequest.swift

/// The body of `POST /animals/api`: `{"query":[...]}` or `{"mutation":[...]}`.
/// Enum cases encode as `{"caseName":{...arguments}}`, e.g. `{"query":[{"categories":{}}]}`.
/// A mutation request may carry `"requestId"` (a UUID, see `MutationRequestId`): the server then carries
/// it out at most once, however often it is sent.
public struct RemoteRequest : Hashable, Sendable, Codable {
  public var query: [Query]?
  public var mutation: [Mutation]?
  /// The idempotency key of a mutation request, as sent (the server checks its form).
  public var requestId: String?

  public init(query: [Query]? = nil, mutation: [Mutation]? = nil, requestId: String? = nil) {
    self.query = query
    self.mutation = mutation
    self.requestId = requestId
  }

  public enum Query : Hashable, Sendable, Codable {
    case categories
    case animals
  }

  public enum Mutation : Hashable, Sendable, Codable {
    case addAnimal(name: String, diet: Diet, categoryId: Category.ID)
    /// With `version`, the server refuses (409, with the current animal) unless the animal is at that version.
    case updateAnimal(animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, version: Int? = nil)
    /// With `version`, the server refuses (409, with the current animal) unless the animal is at that version.
    case deleteAnimal(animalId: Animal.ID, version: Int? = nil)
    /// Adds `animal` back with its own id (undo of a delete): `{"restoreAnimal":{"animal":{...}}}`.
    /// The server answers 409 if the id is taken. An addition to the protocol: older servers answer 400.
    case restoreAnimal(animal: Animal)
    case reloadSampleData
  }
}
