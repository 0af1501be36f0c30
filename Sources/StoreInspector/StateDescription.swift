//  StateDescription.swift

/// A bounded description of a value for the inspector: nested up to `depth` levels, collections cut to
/// their first `maxElements` elements. `String(describing:)` of a 100,000-element state would build
/// megabytes of text just to show its first lines.
nonisolated public enum StateDescription {
  public static func describe(_ value: Any, depth: Int = 4, maxElements: Int = 8) -> String {
    let mirror = Mirror(reflecting: value)
    guard depth > 0 else { return mirror.children.isEmpty ? String(describing: value) : "…" }
    switch mirror.displayStyle {
    case .struct, .class:
      guard !mirror.children.isEmpty else { return String(describing: value) }
      let fields = mirror.children.map { child in
        "\(child.label ?? "_"): \(self.describe(child.value, depth: depth - 1, maxElements: maxElements))"
      }
      return "\(Self.typeName(of: value))(\(fields.joined(separator: ", ")))"
    case .collection, .set, .dictionary:
      let count = Self.count(of: value, mirror: mirror)
      let shown = mirror.children.prefix(maxElements).map { self.describe($0.value, depth: depth - 1, maxElements: maxElements) }
      let more = count > maxElements ? ", … \(count - maxElements) more" : ""
      return "[\(shown.joined(separator: ", "))\(more)]"
    case .optional:
      return mirror.children.first.map { self.describe($0.value, depth: depth, maxElements: maxElements) } ?? "nil"
    case .tuple:
      let fields = mirror.children.map { self.describe($0.value, depth: depth - 1, maxElements: maxElements) }
      return "(\(fields.joined(separator: ", ")))"
    default:
      return String(describing: value)
    }
  }

  /// A collection's own count (O(1) for most); a mirror's children would be walked one by one.
  static func count(of value: Any, mirror: Mirror) -> Int {
    (value as? any Collection)?.count ?? mirror.children.count
  }

  private static func typeName(of value: Any) -> String {
    let name = String(describing: type(of: value))
    return name.count > 40 ? String(name.prefix(40)) + "…" : name
  }
}
