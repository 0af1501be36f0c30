//  MutationRequestId.swift

import Foundation

/// The idempotency key of one mutation request (`"requestId"` in its body): a UUID the client makes once and
/// sends again with every retry of that request, so a server that already carried it out answers again
/// with the reply it stored instead of applying it twice.
public struct MutationRequestId : Hashable, Sendable, CustomStringConvertible {
  /// The canonical text: 36 characters, lowercase hexadecimal digits in the 8-4-4-4-12 groups of a UUID.
  public let text: String

  /// A new, random id.
  public init() {
    self.text = UUID().uuidString.lowercased()
  }

  /// The id `text` names, or nil unless it is a UUID in its 36-character form (either case).
  public init?(_ text: String) {
    guard text.utf8.count == 36, let uuid = UUID(uuidString: text) else { return nil }
    self.text = uuid.uuidString.lowercased()
  }

  public var description: String {
    self.text
  }
}
