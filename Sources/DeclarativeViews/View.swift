//  View.swift

/// A value describing one widget: its kind, properties, handlers and children.
/// Views are computed from selector results and local state on every render; the reconciler
/// compares them with the previous description and touches only what changed.
public struct View {
  /// Shared until written (copy-on-write); see `ViewStorage`.
  @usableFromInline var storage: ViewStorage

  public var kind: ViewKind {
    get { self.storage.kind }
    _modify { yield &self.unique().kind }
  }
  /// Identifies a child among its siblings across renders. Keyed children keep their widget when moved;
  /// unkeyed children are matched by position.
  public var key: String? {
    get { self.storage.key }
    _modify { yield &self.unique().key }
  }
  public var properties: [Property : PropertyValue] {
    get { self.storage.properties }
    _modify { yield &self.unique().properties }
  }
  public var handlers: [Event : EventHandler] {
    get { self.storage.handlers }
    _modify { yield &self.unique().handlers }
  }
  public var children: [View] {
    get { self.storage.children }
    _modify { yield &self.unique().children }
  }
  /// The rows of a `.list`.
  public var rows: (any ListContent)? {
    get { self.storage.rows }
    _modify { yield &self.unique().rows }
  }

  public init(
    _ kind: ViewKind,
    key: String? = nil,
    properties: [Property : PropertyValue] = [:],
    handlers: [Event : EventHandler] = [:],
    children: [View] = [],
    rows: (any ListContent)? = nil
  ) {
    self.storage = ViewStorage(kind: kind, key: key, properties: properties, handlers: handlers, children: children, rows: rows)
  }

  /// The storage, copied first if another view shares it.
  private mutating func unique() -> ViewStorage {
    if !isKnownUniquelyReferenced(&self.storage) {
      self.storage = self.storage.copy()
    }
    return self.storage
  }
}

extension View {
  /// The same view with `property` set.
  public func with(_ property: Property, _ value: PropertyValue) -> View {
    var view = self
    view.properties[property] = value
    return view
  }

  /// The same view with a handler for `event`.
  public func on(_ event: Event, _ handler: EventHandler) -> View {
    var view = self
    view.handlers[event] = handler
    return view
  }

  public func key(_ key: String) -> View {
    var view = self
    view.key = key
    return view
  }

  public var slot: Slot {
    if case .slot(let slot)? = self.properties[.slot] { return slot }
    return .content
  }
}
