//  MagnitudeBand.swift

/// The colour band of a magnitude, shared by list badges and map circles:
/// below 1 green, 2 yellow, 3 orange, 5 red, 7 purple, and indigo from 7 up.
public enum MagnitudeBand : String, CaseIterable, Sendable {
  case green
  case yellow
  case orange
  case red
  case purple
  case indigo

  public init(magnitude: Double) {
    switch magnitude {
    case ..<1: self = .green
    case ..<2: self = .yellow
    case ..<3: self = .orange
    case ..<5: self = .red
    case ..<7: self = .purple
    default: self = .indigo
    }
  }

  /// sRGB components in 0...1 (GNOME palette).
  public var rgb: (red: Double, green: Double, blue: Double) {
    switch self {
    case .green: (0.20, 0.82, 0.48)
    case .yellow: (0.96, 0.83, 0.18)
    case .orange: (1.00, 0.47, 0.00)
    case .red: (0.88, 0.11, 0.14)
    case .purple: (0.57, 0.25, 0.67)
    case .indigo: (0.29, 0.27, 0.78)
    }
  }

  /// The CSS class of a badge in this band ("magnitude-red").
  public var cssClass: String {
    "magnitude-\(self.rawValue)"
  }
}
