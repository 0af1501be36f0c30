//  ActionKind.swift

/// What kind of action a value is, for hiding a kind from the log: its enum case, with the cases it
/// wraps (`ui.didTapAddAnimal`, `didTapIncrement`), without the associated values.
enum ActionKind {
  static func of(_ action: Any) -> String {
    self.caseNames(of: action, depth: 0) ?? String(describing: type(of: action))
  }

  private static func caseNames(of value: Any, depth: Int) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    guard let child = mirror.children.first, let label = child.label else { return String(describing: value) }
    guard depth < 3, let inner = self.caseNames(of: child.value, depth: depth + 1) else { return label }
    return "\(label).\(inner)"
  }
}
