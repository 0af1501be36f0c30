//  LocalStoreTransaction+MutationReplies.swift

import AnimalsData
import GRDB

/// The replies to mutation requests that carried an id (see `MutationReplies`), in `mutation_request`.
extension LocalStoreTransaction {
  func storedReply(for requestId: MutationRequestId) throws -> MutationReplies.Stored? {
    try Row.fetchOne(self.db, sql: "SELECT request, reply FROM mutation_request WHERE requestId = ?", arguments: [requestId.text]).map {
      MutationReplies.Stored(request: $0["request"], reply: $0["reply"])
    }
  }

  /// Keeps the reply, and only the newest `MutationReplies.kept` of them.
  func storeReply(_ stored: MutationReplies.Stored, for requestId: MutationRequestId) throws {
    try self.db.execute(
      sql: "INSERT INTO mutation_request (requestId, request, reply) VALUES (?, ?, ?)", arguments: [requestId.text, stored.request, stored.reply]
    )
    try self.db.execute(
      sql: "DELETE FROM mutation_request WHERE sequence <= ?", arguments: [self.db.lastInsertedRowID - Int64(MutationReplies.kept)]
    )
  }
}
