//  StateDiff.swift

/// What changed between two values of a state, found by walking both with `Mirror`:
/// one line per changed leaf (`path: before → after`), collections compared by count and elements.
public enum StateDiff {
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
    let beforeText = String(describing: before)
    let afterText = String(describing: after)
    guard beforeText != afterText else { return }
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
      lines.append("\(path): \(Self.shortened(beforeText)) → \(Self.shortened(afterText))")
    }
  }

  private static func shortened(_ text: String) -> String {
    text.count > 120 ? String(text.prefix(117)) + "…" : text
  }
}
