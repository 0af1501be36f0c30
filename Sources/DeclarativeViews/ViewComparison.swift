//  ViewComparison.swift

/// Cheap equality checks the reconciler makes for every child it visits.
@usableFromInline enum ViewComparison {
  /// Whether two views have the same properties and values: one walk over both sorted lists, the
  /// values compared where they are stored.
  @inlinable static func sameProperties(_ first: ViewStorage, _ second: ViewStorage) -> Bool {
    if first === second { return true }
    let (firstEntries, secondEntries) = (first.entries, second.entries)
    guard firstEntries.count == secondEntries.count else { return false }
    for index in firstEntries.indices {
      guard firstEntries[index].property == secondEntries[index].property,
            Self.same(firstEntries[index].value, secondEntries[index].value) else { return false }
    }
    return true
  }

  /// Whether two values are equal; the common cases without the synthesized `==`, which copies both
  /// whole enum values first.
  @inlinable static func same(_ first: PropertyValue, _ second: PropertyValue) -> Bool {
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
    case .double(let value):
      if case .double(let other) = second { return value == other }
      return false
    default:
      return first == second
    }
  }

  /// Whether the widget made for `old` can show `new`: the same kind and, for custom widgets, descriptions
  /// of the same type (a GtkSourceView does not become a terminal).
  @inlinable static func sameWidgetKind(_ old: ViewStorage, _ new: ViewStorage) -> Bool {
    guard old.kind == new.kind else { return false }
    return old.kind != .custom || Self.sameCustomType(old, new)
  }

  @usableFromInline static func sameCustomType(_ old: ViewStorage, _ new: ViewStorage) -> Bool {
    guard case .custom(let first)? = old.value(of: .custom), case .custom(let second)? = new.value(of: .custom) else { return false }
    return ObjectIdentifier(first.widgetType) == ObjectIdentifier(second.widgetType)
  }

  /// Whether two children go to the same slot, without comparing the other properties' values.
  static func sameSlot(_ old: ViewStorage, _ new: ViewStorage) -> Bool {
    if old === new { return true }
    let (oldSlot, newSlot) = (old.position(of: .slot), new.position(of: .slot))
    switch (oldSlot.found, newSlot.found) {
    case (false, false): return true
    case (true, true): return Self.same(old.entries[oldSlot.index].value, new.entries[newSlot.index].value)
    default: return false
    }
  }

  /// The properties whose values differ between `old` and `new` (set or removed), in `Property` order:
  /// one walk over both sorted lists.
  @usableFromInline static func changedProperties(from old: ViewStorage, to new: ViewStorage) -> [Property] {
    let (oldEntries, newEntries) = (old.entries, new.entries)
    var changed: [Property] = []
    var (oldIndex, newIndex) = (0, 0)
    while oldIndex < oldEntries.count || newIndex < newEntries.count {
      let oldOrdinal = oldIndex < oldEntries.count ? Int(oldEntries[oldIndex].property.ordinal) : Int.max
      let newOrdinal = newIndex < newEntries.count ? Int(newEntries[newIndex].property.ordinal) : Int.max
      if oldOrdinal < newOrdinal {
        changed.append(oldEntries[oldIndex].property)  // removed
        oldIndex += 1
      } else if newOrdinal < oldOrdinal {
        changed.append(newEntries[newIndex].property)  // set
        newIndex += 1
      } else {
        if !Self.same(oldEntries[oldIndex].value, newEntries[newIndex].value) {
          changed.append(newEntries[newIndex].property)
        }
        oldIndex += 1
        newIndex += 1
      }
    }
    return changed
  }
}
