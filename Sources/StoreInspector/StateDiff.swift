//  StateDiff.swift

/// What changed between two values of a state, found by walking both with `Mirror`:
/// one line per changed leaf (`path: before → after`), collections compared by count and, up to
/// `maxCompared` elements, by their elements (bigger ones by count only, to stay fast).
nonisolated public enum StateDiff {
  static let maxCompared = 2_000

  public static func changes<Value>(from before: Value, to after: Value, limit: Int = 50) -> [String] {
    var lines: [String] = []
    self.compare(before, after, path: "state", into: &lines, limit: limit)
    if lines.count > limit {
      lines = Array(lines.prefix(limit)) + ["… and more"]
    }
    return lines
  }

  private static func compare(_ before: Any, _ after: Any, path: String, into lines: inout [String], limit: Int) {
    guard lines.count <= limit else { return }
    let beforeMirror = Mirror(reflecting: before)
    let afterMirror = Mirror(reflecting: after)
    switch (beforeMirror.displayStyle, afterMirror.displayStyle) {
    case (.struct, .struct), (.class, .class):
      let afterChildren = Dictionary(afterMirror.children.compactMap { child in child.label.map { ($0, child.value) } }, uniquingKeysWith: { first, _ in first })
      for child in beforeMirror.children {
        guard let label = child.label, let other = afterChildren[label] else { continue }
        self.compare(child.value, other, path: "\(path).\(label)", into: &lines, limit: limit)
      }
    case (.collection, .collection), (.dictionary, .dictionary), (.set, .set):
      let beforeCount = StateDescription.count(of: before, mirror: beforeMirror)
      let afterCount = StateDescription.count(of: after, mirror: afterMirror)
      guard max(beforeCount, afterCount) <= Self.maxCompared else {
        if beforeCount != afterCount {
          lines.append("\(path): \(beforeCount) → \(afterCount) elements")
        }
        return
      }
      let beforeElements = beforeMirror.children.map { String(describing: $0.value) }
      let afterElements = afterMirror.children.map { String(describing: $0.value) }
      if beforeElements.count != afterElements.count {
        lines.append("\(path): \(beforeElements.count) → \(afterElements.count) elements")
      }
      let removed = Set(beforeElements).subtracting(afterElements)
      let added = Set(afterElements).subtracting(beforeElements)
      for element in removed.sorted().prefix(limit) {
        lines.append("\(path) − \(Self.shortened(element))")
      }
      for element in added.sorted().prefix(limit) {
        lines.append("\(path) + \(Self.shortened(element))")
      }
    default:
      let beforeText = StateDescription.describe(before)
      let afterText = StateDescription.describe(after)
      if beforeText != afterText {
        lines.append("\(path): \(Self.shortened(beforeText)) → \(Self.shortened(afterText))")
      }
    }
  }

  private static func shortened(_ text: String) -> String {
    text.count > 120 ? String(text.prefix(117)) + "…" : text
  }
}
