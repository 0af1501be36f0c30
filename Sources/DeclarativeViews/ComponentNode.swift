//  ComponentNode.swift

/// A part of a description whose body has not run yet: a component value (AppShell's `Component`)
/// placed among views. The window that renders the description runs the body only when the component's
/// inputs or selections changed, and reuses its last body otherwise; a reconciler never sees a node.
/// AppShell subclasses it for each component type, so comparing inputs and running the body are
/// statically typed (no dynamic casts on every render).
@MainActor open class ComponentNode {
  /// The component's type: a component of another type at the same place is another component.
  public let type: ObjectIdentifier
  /// Whether it stands for a `ForEach` of components, which a window expands into several views.
  package let isCollection: Bool

  /// A node for a component of type `type`.
  public init(type: Any.Type) {
    self.type = ObjectIdentifier(type)
    self.isCollection = false
  }

  /// A node for a `ForEach` of components of type `type` (AppShell's collection node).
  public init(collectionOf type: Any.Type) {
    self.type = ObjectIdentifier(type)
    self.isCollection = true
  }

  /// Whether `other` is a component of the same type with equal inputs (false: its body runs).
  open func hasSameInputs(as other: ComponentNode) -> Bool {
    false
  }

  /// Runs the component's body with a window context (of the component's store and local types).
  open func render(_ context: Any) -> View {
    preconditionFailure("\(Self.self) does not render: ComponentNode is subclassed for each component type")
  }

  /// The component's type, for messages.
  open var typeName: String {
    "\(Self.self)"
  }
}

extension View {
  /// A placeholder for `node`, to be replaced by its body before the description is mounted.
  @usableFromInline package init(component node: ComponentNode) {
    // The storage made directly: a window's body places its components on every render.
    var fields = ViewFields(kind: .box)
    fields.component = node
    fields.containsComponents = true
    self.storage = ViewStorage.make(fields, capacity: 0)
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
    assert(self.storage.fields.pointee.component == nil, "A component reached the reconciler unexpanded: components go in a window's or a component's body, not in a list row (a row already renders alone when its item changes)")
  }
}
