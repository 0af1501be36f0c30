//  View.swift

/// A value describing one widget: its kind, properties, handlers and children.
/// Views are computed from selector results and local state on every render; the reconciler
/// compares them with the previous description and touches only what changed.
///
/// ```swift
/// View.vstack(spacing: 12) {
///   View.button(tr("Increment"), send: context.send(.didTapIncrement)).name("increment")
///   View.label(tr("Value: %@", value.formatted())).cssClasses(["title-1"])
/// }
/// .margin(24)
/// ```
///
/// Views are made by the builders (`View.label`, `View.button`…), which accept only the properties
/// and events of their kind, and changed by the modifiers any kind has (`tooltip`, `margin`…); the
/// parts below can be read, and set only inside this package.
public struct View {
  /// Shared until written (copy-on-write); see `ViewStorage`.
  @usableFromInline var storage: ViewStorage
  /// Where the view stands in the description that made it (`ViewBuilder` sets it: which statement,
  /// which branch of an `if` or `switch`, which turn of a `for`), as a hash; 0 outside a builder. Kept
  /// beside the storage, not in it: placing a view does not copy a description that is shared.
  @usableFromInline var place: UInt64 = 0

  /// What widget this describes.
  public package(set) var kind: ViewKind {
    get { self.storage.kind }
    _modify { yield &self.unique().fields.pointee.kind }
  }
  /// Identifies a child of a dynamic collection (a `for` loop or `ForEach`) among its siblings across
  /// renders: keyed children keep their widget when moved. Other children need none: their place in
  /// the description (`ViewBuilder`) identifies them.
  public var key: String? {
    get { self.storage.key }
    _modify { yield &self.unique().fields.pointee.key }
  }
  /// The widget's settings; a property left out has GTK's default.
  public package(set) var properties: PropertyList {
    get { PropertyList(storage: self.storage) }
    _modify {
      // The list takes the storage for the write, so that it is not shared (and copied) because this view holds it too.
      var properties = PropertyList(storage: self.storage)
      self.storage = ViewStorage.placeholder
      defer { self.storage = properties.storage }
      yield &properties
    }
  }
  /// What runs when the widget reports an event.
  public package(set) var handlers: [Event : EventHandler] {
    get { self.storage.handlers }
    _modify { yield &self.unique().fields.pointee.handlers }
  }
  /// The views inside this one, in order.
  public package(set) var children: [View] {
    get { self.storage.children }
    _modify {
      let fields = self.unique().fields
      yield &fields.pointee.children
      let flags = ViewFields.flags(of: fields.pointee.children)
      fields.pointee.containsComponents = fields.pointee.component != nil || flags.components
      fields.pointee.containsGroups = flags.groups
    }
  }
  /// The rows of a `.list`.
  public package(set) var rows: (any ListContent)? {
    get { self.storage.rows }
    set { self.unique().fields.pointee.rows = newValue.map(ListRows.init) }
  }

  /// Any kind with any properties and handlers: package-only, so that other packages make views with
  /// the builders. Debug builds stop when such a view does not fit its kind (`vocabularyProblems`).
  package init(
    _ kind: ViewKind,
    key: String? = nil,
    properties: consuming PropertyList = [:],
    handlers: [Event : EventHandler] = [:],
    children: [View] = [],
    rows: (any ListContent)? = nil
  ) {
    // The list's storage becomes the view's when nothing else holds it (a literal, a builder's list).
    if !isKnownUniquelyReferenced(&properties.storage) {
      properties.storage = properties.storage.copy()
    }
    let storage = properties.storage
    let count = storage.propertyCount
    let capacity = storage.fields.pointee.capacity
    storage.fields.pointee = ViewFields(kind: kind, key: key, handlers: handlers, children: children, rows: rows)
    storage.fields.pointee.count = count
    storage.fields.pointee.capacity = capacity
    self.storage = storage
  }

  /// Sets the key without the `key` accessor's coroutine (which allocates its frame): `ForEach` keys
  /// every view it makes.
  @inlinable mutating func setKey(_ key: String) {
    if !isKnownUniquelyReferenced(&self.storage) {
      self.storage = self.storage.copy()
    }
    self.storage.fields.pointee.key = key
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
  // The modifiers consume the view they change: a chain (`View.label(…).key(…)`) writes the storage it
  // made instead of copying it at each step.

  /// The same view with `property` set (package-only, like `init`).
  package consuming func with(_ property: Property, _ value: PropertyValue) -> View {
    var view = self
    view.properties[property] = value
    return view
  }

  /// The same view with a handler for `event` (package-only, like `init`).
  package consuming func on(_ event: Event, _ handler: EventHandler) -> View {
    var view = self
    view.handlers[event] = handler
    return view
  }

  /// The same view with `key`, which identifies it among the children of a dynamic collection across
  /// renders (see `ForEach`), or gives it a new widget whenever the key changes.
  ///
  /// ```swift
  /// View.vbox { for item in items { View.label(item.title).key(item.id.description) } }
  /// ```
  public consuming func key(_ key: String) -> View {
    var view = self
    view.key = key
    return view
  }

  /// The name tests and focus requests find the view by (`name(_:)`), if it has one.
  public var name: String? {
    if case .string(let name)? = self.storage.value(of: .name) { return name }
    return nil
  }

  /// The message the view sends on `event` (`EventHandler.send`), if it sends one: what a test asks of
  /// a control instead of clicking it.
  public func sentMessage(on event: Event) -> Message? {
    if case .send(let message)? = self.storage.handlers[event] { return message }
    return nil
  }

  /// The message the view sends when its widget reports `value` on `event` (a handler made with
  /// `context.send { … }`), if it sends one: what a test asks of an entry, switch or list.
  ///
  /// ```swift
  /// #expect(entry.sentMessage(on: .textChanged, value: "Rex")?.action as? AnimalsAction == .rename("Rex"))
  /// ```
  public func sentMessage<Value : EventValue>(on event: Event, value: Value) -> Message? {
    switch self.storage.handlers[event] {
    case .text(let handler)?: (value as? String).flatMap(handler.message(for:))
    case .bool(let handler)?: (value as? Bool).flatMap(handler.message(for:))
    case .index(let handler)?: (value as? Int?).flatMap(handler.message(for:))
    case .key(let handler)?: (value as? String?).flatMap(handler.message(for:))
    case .day(let handler)?: (value as? Day).flatMap(handler.message(for:))
    case .double(let handler)?: (value as? Double).flatMap(handler.message(for:))
    case .sort(let handler)?: (value as? TableSort?).flatMap(handler.message(for:))
    default: nil
    }
  }

  /// Where the view goes in its parent (`.content` unless set with `slot(_:)`).
  public var slot: Slot {
    if case .slot(let slot)? = self.storage.value(of: .slot) { return slot }
    return .content
  }
}
