//  BearerToken.swift

/// Checks `Authorization: Bearer TOKEN` against the server's token in constant time, so the time an
/// answer takes says nothing about how much of a guess was right.
struct BearerToken : Sendable {
  private let expected: [UInt8]

  init(_ token: String) {
    self.expected = Array(token.utf8)
  }

  func accepts(authorization: String?) -> Bool {
    guard let authorization, authorization.count > 7, authorization.prefix(7).lowercased() == "bearer " else { return false }
    return Self.constantTimeEqual(Array(authorization.utf8.dropFirst(7)), self.expected)
  }

  /// Looks at every byte of the longer input whatever the first difference.
  static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    var difference: UInt8 = a.count == b.count ? 0 : 1
    for index in 0 ..< max(a.count, b.count) {
      difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0)
    }
    return difference == 0
  }
}
