//  PropertyOrder.swift

extension Property : Comparable {
  /// Properties are applied in declaration order, so a backend sees the same sequence every time.
  @inlinable public static func < (lhs: Property, rhs: Property) -> Bool {
    lhs.ordinal < rhs.ordinal
  }

  /// The property's place in declaration order. A case-only enum is stored as its case's index, so
  /// this reads it without the `Dictionary` look-up (hashing) the order needed before.
  @inlinable var ordinal: UInt8 {
    unsafeBitCast(self, to: UInt8.self)
  }
}
