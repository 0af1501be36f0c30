//  GalleryStar.swift

/// A row of the gallery's table: a made-up star with a name, a magnitude and a distance.
public struct GalleryStar : Hashable, Sendable, Codable {
  /// Identifies the star (the table's row key).
  public var id: Int
  /// The star's name.
  public var name: String
  /// Its apparent magnitude.
  public var magnitude: Double
  /// Its distance.
  public var lightYears: Int

  /// A star with these values.
  public init(id: Int, name: String, magnitude: Double, lightYears: Int) {
    self.id = id
    self.name = name
    self.magnitude = magnitude
    self.lightYears = lightYears
  }

  /// `count` stars with names and values spread deterministically (the same every launch).
  public static func catalogue(count: Int) -> [GalleryStar] {
    (0 ..< count).map { index in
      GalleryStar(
        id: index,
        name: "Star \(String(index, radix: 36).uppercased())",
        magnitude: Double((index * 37) % 160) / 10 - 1.5,
        lightYears: 4 + (index * 7_919) % 50_000
      )
    }
  }
}
