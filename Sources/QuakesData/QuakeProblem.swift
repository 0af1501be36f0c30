//  QuakeProblem.swift

/// Why a feed feature or a cached row is not a believable earthquake, in words for the window.
public enum QuakeProblem : String, Error, Hashable, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// Missing fields, or fields of the wrong type.
  case unreadable
  case magnitude
  case time
  case position
  case depth

  /// Completes "N with …".
  public var description: String {
    switch self {
    case .unreadable: "missing or unreadable fields"
    case .magnitude: "a magnitude outside −2 to 10"
    case .time: "a time before 1900 or more than a day ahead"
    case .position: "a position off the globe"
    case .depth: "a depth outside −50 to 1,000 km"
    }
  }
}
