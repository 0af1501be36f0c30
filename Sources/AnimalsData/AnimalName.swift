//  AnimalName.swift

/// The rule for an animal's name, shared by the local database and the server so both refuse the same
/// names with the same words: surrounding white space is trimmed; what remains must be non-empty, at most
/// `maxLength` Unicode code points, and free of control characters (which SQLite and GTK would truncate or
/// show as nothing).
public enum AnimalName {
  /// The longest name accepted, in Unicode code points (what SQLite's `length()` counts).
  public static let maxLength = 200

  /// The name as it is stored: `name` trimmed of surrounding white space; throws if that is not a valid name.
  public static func validated(_ name: String) throws(AnimalNameError) -> String {
    // Control characters are refused before trimming, so a trailing NUL or tab is never silently dropped.
    if name.unicodeScalars.contains(where: Self.isControl) { throw .controlCharacter }
    let trimmed = name.trimmingWhiteSpace()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.unicodeScalars.count <= Self.maxLength else { throw .tooLong(maxLength: Self.maxLength) }
    return trimmed
  }

  /// Unicode's "Cc" category: C0 controls (NUL, tab, newline...), DEL and the C1 controls.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}

/// Why a name was refused. The description is the server's message (curl users, logs); the window shows
/// it as `AnimalsFailure.invalidName`, in the user's language.
public enum AnimalNameError : Error, Hashable, Sendable, Codable, CustomStringConvertible {
  case empty
  case tooLong(maxLength: Int)
  case controlCharacter

  public var description: String {
    switch self {
    case .empty:
      "An animal needs a name."
    case .tooLong(let maxLength):
      "The name is too long: at most \(maxLength) characters."
    case .controlCharacter:
      "The name contains a control character (such as a tab, a line break or NUL); remove it."
    }
  }
}

extension String {
  fileprivate func trimmingWhiteSpace() -> String {
    let scalars = self.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first ... last])
  }
}
