//  ViewComparison.swift

/// Cheap equality checks the reconciler makes for every child it visits.
@usableFromInline enum ViewComparison {
  /// Whether two dictionaries share their storage (then they are equal, without comparing entries).
  @inlinable static func sameStorage(_ first: [Property : PropertyValue], _ second: [Property : PropertyValue]) -> Bool {
    // A dictionary is one reference to its storage.
    unsafeBitCast(first, to: UInt.self) == unsafeBitCast(second, to: UInt.self)
  }

  /// Whether two property dictionaries are equal. Shared storage, and one entry each (a label's text, the
  /// common child), are decided without hashing a key, which `==` would do for every entry.
  @usableFromInline static func sameProperties(_ first: [Property : PropertyValue], _ second: [Property : PropertyValue]) -> Bool {
    if Self.sameStorage(first, second) { return true }
    guard first.count == second.count else { return false }
    guard first.count == 1 else { return first == second }
    let (firstIndex, secondIndex) = (first.startIndex, second.startIndex)
    guard first.keys[firstIndex] == second.keys[secondIndex] else { return false }
    return Self.same(first.values[firstIndex], second.values[secondIndex])
  }

  /// Whether two values are equal; the common cases without the synthesized `==`, which copies both
  /// whole enum values first.
  static func same(_ first: PropertyValue, _ second: PropertyValue) -> Bool {
    switch first {
    case .string(let value):
      if case .string(let other) = second { return value == other }
      return false
    case .int(let value):
      if case .int(let other) = second { return value == other }
      return false
    case .bool(let value):
      if case .bool(let other) = second { return value == other }
      return false
    default:
      return first == second
    }
  }

  /// Whether two children go to the same slot, without comparing the other properties' values.
  static func sameSlot(_ old: [Property : PropertyValue], _ new: [Property : PropertyValue]) -> Bool {
    if Self.sameStorage(old, new) || (!Self.mayHaveSlot(old) && !Self.mayHaveSlot(new)) { return true }
    return old[.slot] == new[.slot]
  }

  /// False when `properties` certainly has no `.slot` (it is empty, or its one entry is another property).
  private static func mayHaveSlot(_ properties: [Property : PropertyValue]) -> Bool {
    switch properties.count {
    case 0: false
    case 1: properties.keys.first == .slot
    default: true
    }
  }

  /// The properties whose values differ between `old` and `new` (set or removed), in `Property` order.
  @usableFromInline static func changedProperties(from old: [Property : PropertyValue], to new: [Property : PropertyValue]) -> [Property] {
    guard !Self.sameProperties(old, new) else { return [] }
    var changed: [Property] = []
    for (property, value) in new where old[property] != value {
      changed.append(property)
    }
    for property in old.keys where new[property] == nil {
      changed.append(property)
    }
    return changed.sorted()
  }
}
