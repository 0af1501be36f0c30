//  TestSupport.swift
//  Helpers shared by the reconciler tests: structural snapshots of recorded widgets,
//  keyed child lists, and a seeded random number generator.

import DeclarativeViews

/// The structure of a recorded widget tree: kinds, properties and children, without widget ids.
struct WidgetShape : Equatable, CustomStringConvertible {
  var kind: ViewKind
  var properties: [Property : PropertyValue]
  var children: [WidgetShape]
  var rowKeys: [String]

  @MainActor init(_ widget: RecordedWidget) {
    self.kind = widget.kind
    self.properties = widget.properties
    self.children = widget.children.map(WidgetShape.init)
    self.rowKeys = widget.rowKeys
  }

  var description: String {
    let text = self.properties[.text]?.string ?? ""
    let inner = self.children.isEmpty ? "" : "[" + self.children.map(\.description).joined(separator: ", ") + "]"
    return "\(self.kind.rawValue)(\(text))\(inner)"
  }
}

/// The shape a description gets when mounted from scratch on a fresh backend.
@MainActor func freshShape(of view: View) -> WidgetShape {
  let reconciler = Reconciler(backend: RecordingBackend())
  return WidgetShape(reconciler.mount(view).widget)
}

/// A label keyed `key` whose text is also `key`, so keys can be read back from the widget tree.
func keyedLabel(_ key: String, text: String? = nil) -> View {
  View.label(text ?? key).key(key)
}

/// A vertical box of keyed labels.
func keyedBox(_ keys: [String]) -> View {
  View(.box, properties: [.vertical: .bool(true)], children: keys.map { keyedLabel($0) })
}

/// The texts of a recorded widget's children, in order.
@MainActor func childTexts(_ widget: RecordedWidget) -> [String] {
  widget.children.map { $0.properties[.text]?.string ?? "?" }
}

/// The operations of `operations` that are not property sets.
func structural(_ operations: [WidgetOperation]) -> [WidgetOperation] {
  operations.filter {
    if case .set = $0 { return false }
    return true
  }
}

/// The number of operations of each kind.
struct OperationCounts : Equatable {
  var create = 0
  var set = 0
  var insert = 0
  var move = 0
  var remove = 0
  var splice = 0
  var destroy = 0

  init(_ operations: [WidgetOperation]) {
    for operation in operations {
      switch operation {
      case .create: self.create += 1
      case .set: self.set += 1
      case .insert: self.insert += 1
      case .move: self.move += 1
      case .remove: self.remove += 1
      case .splice: self.splice += 1
      case .destroy: self.destroy += 1
      }
    }
  }

  init(create: Int = 0, set: Int = 0, insert: Int = 0, move: Int = 0, remove: Int = 0, splice: Int = 0, destroy: Int = 0) {
    self.create = create
    self.set = set
    self.insert = insert
    self.move = move
    self.remove = remove
    self.splice = splice
    self.destroy = destroy
  }
}


/// The length of a longest strictly increasing subsequence of the non-negative values, by the
/// quadratic textbook method (independent of the implementation under test).
func referenceLISLength(_ values: [Int]) -> Int {
  let values = values.filter { $0 >= 0 }
  var best = [Int](repeating: 1, count: values.count)
  for i in values.indices {
    for j in 0 ..< i where values[j] < values[i] {
      best[i] = max(best[i], best[j] + 1)
    }
  }
  return best.max() ?? 0
}
