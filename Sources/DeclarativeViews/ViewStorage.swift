//  ViewStorage.swift

/// The fields of a `View`, behind one reference, with its properties sorted by `Property` order in
/// the same allocation (tail-allocated): building a view is one allocation, freeing it one `free`, and
/// comparing two views' properties is one walk over both, without hashing or copying values out.
/// Copying a view is one retain, and the reconciler skips a child whose description is the very same
/// storage as last time. `View` and `PropertyList` copy it before a write when it is shared
/// (copy-on-write), so views stay values.
@usableFromInline final class ViewStorage : ManagedBuffer<ViewFields, PropertyEntry> {
  /// A storage with `fields` and room for `capacity` properties (none stored yet).
  @inlinable static func make(_ fields: ViewFields, capacity: Int) -> ViewStorage {
    var fields = fields
    fields.count = 0
    fields.capacity = capacity
    let storage = Self.create(minimumCapacity: capacity) { _ in fields }
    return unsafeDowncast(storage, to: ViewStorage.self)
  }

  deinit {
    // One entry at a time: `deinitialize(count:)` would go through the runtime's generic array destroy.
    self.withUnsafeMutablePointers { fields, entries in
      for index in 0 ..< fields.pointee.count {
        _ = (entries + index).move()
      }
    }
  }

  /// The fields, read and written through a pointer: accesses to a class's stored properties would be
  /// checked for exclusivity at run time (the reconciler's loops are main-actor confined).
  @inlinable var fields: UnsafeMutablePointer<ViewFields> {
    self.withUnsafeMutablePointerToHeader { $0 }
  }

  /// The properties, sorted by `Property` order.
  @inlinable var entries: UnsafeMutableBufferPointer<PropertyEntry> {
    let count = self.fields.pointee.count
    return self.withUnsafeMutablePointerToElements { UnsafeMutableBufferPointer(start: $0, count: count) }
  }

  @inlinable var kind: ViewKind { self.fields.pointee.kind }
  @inlinable var key: String? { self.fields.pointee.key }
  @inlinable var handlers: [Event : EventHandler] { self.fields.pointee.handlers }
  @inlinable var children: [View] { self.fields.pointee.children }
  @inlinable var rows: (any ListContent)? { self.fields.pointee.rows?.content }
  @inlinable var propertyCount: Int { self.fields.pointee.count }

  /// Where `property` is among the entries, or where it would go.
  @inlinable @inline(__always) func position(of property: Property) -> (index: Int, found: Bool) {
    let entries = self.entries
    let ordinal = property.ordinal
    for index in entries.indices {
      let other = entries[index].property.ordinal
      if other >= ordinal { return (index, other == ordinal) }
    }
    return (entries.count, false)
  }

  /// The value of `property`, or nil when the view leaves it out.
  @usableFromInline func value(of property: Property) -> PropertyValue? {
    let (index, found) = self.position(of: property)
    return found ? self.entries[index].value : nil
  }

  /// A copy with room for at least `capacity` properties.
  @usableFromInline func copy(capacity: Int? = nil) -> ViewStorage {
    let count = self.propertyCount
    let copy = ViewStorage.make(self.fields.pointee, capacity: max(capacity ?? count, count))
    copy.withUnsafeMutablePointerToElements { $0.initialize(from: self.entries.baseAddress!, count: count) }
    copy.fields.pointee.count = count
    return copy
  }

  /// Sets (or removes, with nil) `property`. Needs room for one more property when it is new.
  @usableFromInline func set(_ property: Property, to value: PropertyValue?) {
    let (index, found) = self.position(of: property)
    let count = self.propertyCount
    let base = self.withUnsafeMutablePointerToElements { $0 }
    switch (found, value) {
    case (true, let value?):
      base[index].value = value
    case (true, nil):
      (base + index).deinitialize(count: 1)
      (base + index).moveInitialize(from: base + index + 1, count: count - index - 1)
      self.fields.pointee.count = count - 1
    case (false, let value?):
      precondition(count < self.fields.pointee.capacity, "ViewStorage.set: no room for another property")
      (base + index + 1).moveInitialize(from: base + index, count: count - index)
      (base + index).initialize(to: PropertyEntry(property: property, value: value))
      self.fields.pointee.count = count + 1
    case (false, nil):
      break
    }
  }

  /// A storage nobody reads or writes: what a `View` holds while its properties are being changed in place.
  @usableFromInline nonisolated(unsafe) static let placeholder = ViewStorage.make(ViewFields(kind: .box), capacity: 0)
}

/// A view's fields other than its properties, and how many properties its storage holds and has room for.
@usableFromInline struct ViewFields {
  @usableFromInline var kind: ViewKind
  @usableFromInline var key: String?
  @usableFromInline var handlers: [Event : EventHandler]
  @usableFromInline var children: [View]
  /// Boxed: an optional existential is copied and destroyed through the runtime, a box is one reference.
  @usableFromInline var rows: ListRows?
  /// The component this view is a placeholder for (`ComponentNode`).
  @usableFromInline var component: ComponentNode?
  /// Whether this view or a view below it is a component placeholder.
  @usableFromInline var containsComponents = false
  /// Whether this view is a group: the items of a `ForEach` of components, which the reconciler places
  /// among its parent's children (see `View(group:)`).
  @usableFromInline var isGroup = false
  /// Whether one of its children is a group.
  @usableFromInline var containsGroups = false
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  @inlinable init(
    kind: ViewKind,
    key: String? = nil,
    handlers: [Event : EventHandler] = [:],
    children: [View] = [],
    rows: (any ListContent)? = nil
  ) {
    self.kind = kind
    self.key = key
    self.handlers = handlers
    self.children = children
    self.rows = rows.map(ListRows.init)
    (self.containsComponents, self.containsGroups) = Self.flags(of: children)
  }

  /// Whether a child is or holds a component placeholder, and whether a child is a group.
  @inlinable static func flags(of children: [View]) -> (components: Bool, groups: Bool) {
    var (components, groups) = (false, false)
    for child in children {
      let fields = child.storage.fields
      components = components || fields.pointee.containsComponents
      groups = groups || fields.pointee.isGroup
    }
    return (components, groups)
  }
}

/// The rows of a list view, behind one reference.
@usableFromInline final class ListRows {
  @usableFromInline let content: any ListContent

  @usableFromInline init(_ content: any ListContent) {
    self.content = content
  }
}

/// One property of a view and its value.
@usableFromInline struct PropertyEntry {
  @usableFromInline let property: Property
  @usableFromInline var value: PropertyValue

  @inlinable init(property: Property, value: PropertyValue) {
    self.property = property
    self.value = value
  }
}
