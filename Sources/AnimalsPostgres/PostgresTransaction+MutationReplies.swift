//  PostgresTransaction+MutationReplies.swift

import AnimalsData
import AnimalsPersistence
import PostgresNIO

/// The replies to mutation requests that carried an id (see `MutationReplies`), in `mutation_request`.
extension PostgresTransaction {
  func storedReply(for requestId: MutationRequestId) async throws -> MutationReplies.Stored? {
    for try await (request, reply) in try await self.connection.query(
      "SELECT request, reply FROM mutation_request WHERE request_id = \(requestId.text)", logger: self.logger
    ).decode((String, String).self) {
      return MutationReplies.Stored(request: request, reply: reply)
    }
    return nil
  }

  /// Keeps the reply, and only the newest `MutationReplies.kept` of them.
  func storeReply(_ stored: MutationReplies.Stored, for requestId: MutationRequestId) async throws {
    var sequence: Int64 = 0
    for try await inserted in try await self.connection.query(
      "INSERT INTO mutation_request (request_id, request, reply) VALUES (\(requestId.text), \(stored.request), \(stored.reply)) RETURNING sequence",
      logger: self.logger
    ).decode(Int64.self) {
      sequence = inserted
    }
    _ = try await self.connection.query(
      "DELETE FROM mutation_request WHERE sequence <= \(sequence - Int64(MutationReplies.kept))", logger: self.logger
    )
  }
}
