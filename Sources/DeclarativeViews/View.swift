//  View.swift

/// A value describing one widget: its kind, properties, handlers and children.
/// Views are computed from selector results and local state on every render; the reconciler
/// compares them with the previous description and touches only what changed.
///
/// Views are made by the builders (`View.label`, `View.button`…), which accept only the properties
/// and events of their kind, and changed by the modifiers any kind has (`tooltip`, `margin`…); the
/// parts below can be read, and set only inside this package.
public struct View {
  public package(set) var kind: ViewKind
  /// Identifies a child among its siblings across renders. Keyed children keep their widget when moved;
  /// unkeyed children are matched by position.
  public var key: String?
  public package(set) var properties: [Property : PropertyValue]
  public package(set) var handlers: [Event : EventHandler]
  public package(set) var children: [View]
  /// The rows of a `.list`.
  public package(set) var rows: (any ListContent)?

  /// Any kind with any properties and handlers: package-only, so that other packages make views with
  /// the builders. Debug builds stop when such a view does not fit its kind (`vocabularyProblems`).
  package init(
    _ kind: ViewKind,
    key: String? = nil,
    properties: [Property : PropertyValue] = [:],
    handlers: [Event : EventHandler] = [:],
    children: [View] = [],
    rows: (any ListContent)? = nil
  ) {
    self.kind = kind
    self.key = key
    self.properties = properties
    self.handlers = handlers
    self.children = children
    self.rows = rows
  }
}

extension View {
  /// The same view with `property` set (package-only, like `init`).
  package func with(_ property: Property, _ value: PropertyValue) -> View {
    var view = self
    view.properties[property] = value
    return view
  }

  /// The same view with a handler for `event` (package-only, like `init`).
  package func on(_ event: Event, _ handler: EventHandler) -> View {
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
