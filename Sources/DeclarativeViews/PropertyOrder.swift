//  PropertyOrder.swift

extension Property : Comparable {
  /// Properties are applied in declaration order, so a backend sees the same sequence every time.
  public static func < (lhs: Property, rhs: Property) -> Bool {
    Self.ordinals[lhs]! < Self.ordinals[rhs]!
  }

  private static let ordinals: [Property : Int] = Dictionary(
    uniqueKeysWithValues: Property.allCases.enumerated().map { ($1, $0) }
  )
}
