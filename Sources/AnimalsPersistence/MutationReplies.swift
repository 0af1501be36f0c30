//  MutationReplies.swift

import AnimalsData
import Foundation

/// What every store keeps of a mutation request that carried a `MutationRequestId`: the request and the
/// reply, written in the transaction that carried it out, so a retry (or the same request sent to another
/// instance on the same database) is answered with that reply and never applied twice.
public enum MutationReplies {
  /// The newest this many request ids are kept; an older one is treated as new. A client retries within
  /// its timeout (seconds), far inside this window.
  public static let kept = 10_000

  /// A stored request and its reply, as text.
  public struct Stored : Sendable, Hashable {
    public var request: String
    public var reply: String

    public init(request: String, reply: String) {
      self.request = request
      self.reply = reply
    }
  }

  /// The request as stored and compared: JSON with sorted keys, so the same mutations give the same text.
  public static func requestText(_ mutations: [RemoteRequest.Mutation]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(mutations), as: UTF8.self)
  }

  public static func replyText(_ results: [RemoteResponse.Mutation]) throws -> String {
    String(decoding: try JSONEncoder().encode(results), as: UTF8.self)
  }

  /// The stored reply for a repeated `requestId`, or `MutationRequestIdReused` when it came with other mutations.
  public static func replay(_ stored: Stored, for request: String, requestId: MutationRequestId) throws -> [RemoteResponse.Mutation] {
    guard stored.request == request else { throw MutationRequestIdReused(requestId: requestId) }
    do {
      return try JSONDecoder().decode([RemoteResponse.Mutation].self, from: Data(stored.reply.utf8))
    } catch {
      throw LocalStoreError.unreadableRow(reason: "the stored reply to request \(requestId) cannot be read")
    }
  }
}

/// A request id sent again with different mutations: refused, so neither request is silently taken for the other.
public struct MutationRequestIdReused : Error, Hashable, Sendable, CustomStringConvertible {
  public let requestId: MutationRequestId

  public init(requestId: MutationRequestId) {
    self.requestId = requestId
  }

  public var description: String {
    "The request id \(self.requestId) was already used for a different request: send each new request with a new id."
  }
}
