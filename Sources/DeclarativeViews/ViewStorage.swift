//  ViewStorage.swift

/// The fields of a `View`, behind one reference: copying a view (into an array, into a mounted view) is
/// one retain, and the reconciler skips a child whose description is the very same storage as last time.
/// `View` copies it before a write when it is shared (copy-on-write), so views stay values.
@usableFromInline final class ViewStorage {
  @exclusivity(unchecked) @usableFromInline var kind: ViewKind
  @exclusivity(unchecked) @usableFromInline var key: String?
  @exclusivity(unchecked) @usableFromInline var properties: [Property : PropertyValue]
  @exclusivity(unchecked) @usableFromInline var handlers: [Event : EventHandler]
  @exclusivity(unchecked) @usableFromInline var children: [View]
  @exclusivity(unchecked) @usableFromInline var rows: (any ListContent)?

  @usableFromInline init(
    kind: ViewKind,
    key: String?,
    properties: [Property : PropertyValue],
    handlers: [Event : EventHandler],
    children: [View],
    rows: (any ListContent)?
  ) {
    self.kind = kind
    self.key = key
    self.properties = properties
    self.handlers = handlers
    self.children = children
    self.rows = rows
  }

  @usableFromInline func copy() -> ViewStorage {
    ViewStorage(kind: self.kind, key: self.key, properties: self.properties, handlers: self.handlers, children: self.children, rows: self.rows)
  }
}
