//  AnimalsAPI.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import Logging

/// The `POST /animals/api` protocol, apart from HTTP: decodes a request body, runs its queries or
/// mutations on the store, and encodes the answer. Every way a request can be wrong becomes a
/// 4xx reply with a message; the mutations of one request run in one transaction, all or nothing.
/// A reply never exceeds `limits.maxReplySize`; failures inside the server are logged, not sent.
public struct AnimalsAPI : Sendable {
  /// More elements than this in one request is abuse, not use.
  public static let maxElements = 100

  public let store: any AnimalsServerStore
  public let limits: ServerLimits

  public init(store: any AnimalsServerStore, limits: ServerLimits = ServerLimits()) {
    self.store = store
    self.limits = limits
  }

  public func reply(to body: Data, logger: Logger = Logger(label: "animals-server")) async -> APIReply {
    do {
      return APIReply(status: 200, body: try await self.respond(to: try Self.decode(body)))
    } catch let error as APIError {
      if error.status >= 500 { logger.error("\(error)") }
      return Self.reply(error)
    } catch {
      logger.error("The request failed: \(error)")
      return Self.reply(.internalFailure)
    }
  }

  static func reply(_ error: APIError) -> APIReply {
    let response = RemoteErrorResponse(error: error.message, code: error.code.rawValue, conflict: error.conflict)
    let body = (try? JSONEncoder().encode(response)) ?? Data(#"{"error":"unknown error","code":"internal-failure"}"#.utf8)
    return APIReply(status: error.status, body: body)
  }

  private func respond(to request: RemoteRequest) async throws -> Data {
    let requestId = try Self.requestId(of: request)
    switch (request.query, request.mutation) {
    case (let queries?, nil):
      guard requestId == nil else { throw APIError.badRequest(#"A "requestId" goes with a "mutation" list, not with a query."#) }
      try Self.checkCount(queries.count, of: "query")
      let (results, unreadable) = try await self.run(queries)
      return try self.encode(results, as: "query", unreadable: unreadable)
    case (nil, let mutations?):
      try Self.checkCount(mutations.count, of: "mutation")
      return try self.encode(try await self.run(mutations, requestId: requestId), as: "mutation", unreadable: [])
    case (nil, nil):
      throw APIError.badRequest(#"The request needs a "query" or a "mutation" list."#)
    case (_?, _?):
      throw APIError.badRequest(#"Send a "query" or a "mutation" list, not both."#)
    }
  }

  private func run(_ queries: [RemoteRequest.Query]) async throws -> (results: [RemoteResponse.Query], unreadable: [UnreadableAnimal]) {
    try await Self.mapStoreErrors {
      // Each kind is read once however often it is asked for.
      let reading = try await self.store.read(categories: queries.contains(.categories), animals: queries.contains(.animals))
      let results: [RemoteResponse.Query] = queries.map { query in
        switch query {
        case .categories: .categories(categories: reading.categories)
        case .animals: .animals(animals: reading.animals)
        }
      }
      return (results, reading.unreadable)
    }
  }

  private func run(_ mutations: [RemoteRequest.Mutation], requestId: MutationRequestId?) async throws -> [RemoteResponse.Mutation] {
    try await Self.mapStoreErrors { try await self.store.mutate(mutations, requestId: requestId) }
  }

  /// The request's idempotency key, checked before anything is done: absent, or a UUID in its 36-character form.
  private static func requestId(of request: RemoteRequest) throws -> MutationRequestId? {
    guard let text = request.requestId else { return nil }
    guard let requestId = MutationRequestId(text) else {
      throw APIError(
        status: 400, code: .invalidRequestId,
        message: #""requestId" must be a UUID such as "3f2b8c4e-5d1a-4e6f-9a7b-0c1d2e3f4a5b" (36 characters)."#
      )
    }
    return requestId
  }

  /// `{"query":[...],"warnings":[...],"unreadable":{...}}` (as `RemoteResponse` encodes), one element at a
  /// time, refusing as soon as the reply would outgrow `maxReplySize` rather than after building it whole.
  private func encode<Element : Encodable>(_ elements: [Element], as key: String, unreadable: [UnreadableAnimal]) throws -> Data {
    let encoder = JSONEncoder()
    var body = Data("{\"\(key)\":[".utf8)
    for (index, element) in elements.enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.append(try encoder.encode(element))
      guard body.count <= self.limits.maxReplySize else {
        throw APIError(
          status: 413, code: .replyTooLarge,
          message: "The reply would be larger than \(self.limits.maxReplySize) bytes: ask for less in one request."
        )
      }
    }
    body.append(UInt8(ascii: "]"))
    if let notice = UnreadableAnimal.notice(unreadable) {
      body.append(Data(",\"warnings\":".utf8))
      body.append(try encoder.encode([UnreadableAnimal.summary(unreadable)]))
      body.append(Data(",\"unreadable\":".utf8))
      body.append(try encoder.encode(notice))
    }
    body.append(UInt8(ascii: "}"))
    return body
  }

  private static func checkCount(_ count: Int, of kind: String) throws {
    guard count > 0 else { throw APIError.badRequest("The \(kind) list is empty.") }
    guard count <= Self.maxElements else {
      throw APIError(status: 413, code: .tooManyElements, message: "At most \(Self.maxElements) elements per request.")
    }
  }

  private static func mapStoreErrors<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let conflict as AnimalConflict {
      throw APIError(status: 409, code: .staleVersion, message: conflict.description, conflict: conflict)
    } catch let reused as MutationRequestIdReused {
      throw APIError(status: 422, code: .requestIdReused, message: reused.description)
    } catch let error as LocalStoreError {
      switch error {
      case .animalNotFound: throw APIError(status: 404, code: .animalNotFound, message: error.description)
      case .animalExists: throw APIError(status: 409, code: .animalExists, message: error.description)
      case .emptyName, .invalidName(.empty): throw APIError(status: 422, code: .emptyName, message: error.description)
      case .invalidName(.tooLong): throw APIError(status: 422, code: .nameTooLong, message: error.description)
      case .invalidName(.controlCharacter): throw APIError(status: 422, code: .nameControlCharacter, message: error.description)
      case .unknownCategory: throw APIError(status: 422, code: .unknownCategory, message: error.description)
      case .invalidVersion: throw APIError(status: 422, code: .invalidVersion, message: error.description)
      case .unreadableRow: throw APIError(status: 422, code: .unreadableData, message: error.description)
      case .cannotCreateDirectory, .cannotOpen: throw APIError(status: 500, code: .storageUnavailable, message: error.description)
      case .diskFull: throw APIError.storageFull
      case .failed: throw error
      }
    }
  }

  static func decode(_ body: Data) throws -> RemoteRequest {
    do {
      return try JSONDecoder().decode(RemoteRequest.self, from: body)
    } catch let error as DecodingError {
      let message = Self.message(for: error)
      throw APIError(status: 400, code: message == Self.notJSON ? .invalidJSON : .invalidRequest, message: message)
    }
  }

  private static let notJSON = "The request body is not valid JSON."

  private static func message(for error: DecodingError) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      let path = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return path.hasPrefix(".") ? String(path.dropFirst()) : path
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return Self.notJSON
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "Invalid request at \(path(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "Invalid request at \(path(context.codingPath + [key])): missing \"\(key.stringValue)\"."
    @unknown default:
      return "The request does not match the API."
    }
  }
}
