//  QuakesNameMatcher.swift

/// Case-insensitive "name contains text", fast enough to run over 100,000 names on every keystroke:
/// ASCII text (every USGS place name) is matched on UTF-8 bytes without allocating.
public struct QuakesNameMatcher : Sendable {
  public let text: String
  private let needle: [UInt8]
  private let lowercasedText: String
  private let isASCII: Bool

  public init(_ text: String) {
    self.text = text
    self.lowercasedText = text.lowercased()
    self.needle = Array(self.lowercasedText.utf8)
    self.isASCII = self.needle.allSatisfy { $0 < 0x80 }
  }

  public var matchesEverything: Bool {
    self.needle.isEmpty
  }

  public func matches(_ name: String) -> Bool {
    guard !self.needle.isEmpty else { return true }
    guard self.isASCII else {
      return name.lowercased().contains(self.lowercasedText)
    }
    if let found = name.utf8.withContiguousStorageIfAvailable({ self.contains($0) }) {
      return found
    }
    return Array(name.utf8).withUnsafeBufferPointer { self.contains($0) }
  }

  /// `matches(name)` where `folded` is `name`'s UTF-8 bytes already folded (see `QuakesTimeIndex`).
  func matches(_ name: String, folded: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !self.needle.isEmpty else { return true }
    guard self.isASCII else {
      return name.lowercased().contains(self.lowercasedText)
    }
    return self.contains(folded)
  }

  private func contains(_ haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = self.needle.count
    guard haystack.count >= count else { return false }
    return self.needle.withUnsafeBufferPointer { needle in
      for start in 0 ... haystack.count - count {
        var index = 0
        while index < count && Self.folded(haystack[start + index]) == needle[index] {
          index += 1
        }
        if index == count { return true }
      }
      return false
    }
  }

  /// ASCII letters lowercased, every other byte as it is.
  static func folded(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
  }
}
