//  ComponentNode.swift

/// A part of a description whose body has not run yet: a component value (AppShell's `Component`)
/// placed among views. The window that renders the description runs the body only when the component's
/// inputs or selections changed, and reuses its last body otherwise; a reconciler never sees a node.
public final class ComponentNode : @unchecked Sendable {
  /// The component's type: a component of another type at the same place is another component.
  public let type: ObjectIdentifier
  /// The component value (its inputs).
  public let value: Any
  /// Runs the component's body with a window context (of the component's store and local types).
  public let render: @MainActor (Any) -> View
  private let isEqual: (Any) -> Bool

  /// A node for `component`; equal inputs are equal values when the type is `Equatable` (otherwise a
  /// node never has the same inputs as another, and its body runs with its parent's).
  public init<Component>(_ component: Component, render: @escaping @MainActor (Any) -> View) {
    self.type = ObjectIdentifier(Component.self)
    self.value = component
    self.render = render
    if let equatable = component as? any Equatable {
      self.isEqual = Self.comparer(equatable)
    } else {
      self.isEqual = { _ in false }
    }
  }

  private static func comparer<Value : Equatable>(_ value: Value) -> (Any) -> Bool {
    { other in (other as? Value) == value }
  }

  /// Whether `other` is a component of the same type with equal inputs.
  public func hasSameInputs(as other: ComponentNode) -> Bool {
    self === other || (self.type == other.type && self.isEqual(other.value))
  }
}

extension View {
  /// A placeholder for `node`, to be replaced by its body before the description is mounted.
  package init(component node: ComponentNode) {
    self.init(.box)
    self.storage.fields.pointee.component = node
    self.storage.fields.pointee.containsComponents = true
  }

  /// The component this view stands for, if it is a placeholder.
  package var component: ComponentNode? {
    self.storage.fields.pointee.component
  }

  /// Whether this view is, or has below it, a component placeholder: a window expands only those.
  package var containsComponents: Bool {
    self.storage.fields.pointee.containsComponents
  }

  /// The view's place in the builder that made it (see `ViewBuilder`).
  package var builderPlace: UInt64 {
    get { self.place }
    set { self.place = newValue }
  }

  /// Debug builds stop when a component placeholder reaches a reconciler: its window did not expand it.
  @usableFromInline func assertNoComponent() {
    assert(self.storage.fields.pointee.component == nil, "A component reached the reconciler unexpanded: only a window renders components")
  }
}
