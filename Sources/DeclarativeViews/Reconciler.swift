//  Reconciler.swift

/// Turns view descriptions into widgets and, on every render, diffs the new description against the
/// last one: a child with the same identity (its place in the view builder, and its key in a dynamic
/// collection) and kind keeps its widget and gets only the changed properties; keyed children are
/// matched in linear time and moved children keep their widgets; handlers are swapped, never reconnected.
///
/// The reconciler is generic over its backend and `@inlinable`, so each backend's module gets a copy
/// specialized for its widget type (unspecialized generic code spends most of an update looking up
/// type metadata). The comparisons it makes per child are not generic (`ChildMatching`, `ViewComparison`).
@MainActor public final class Reconciler<Backend> where Backend : WidgetBackend {
  /// A view mounted on this reconciler's backend.
  public typealias Mounted = MountedView<Backend.Widget>

  /// Makes and changes the widgets.
  public let backend: Backend
  /// The gate of every handler table this reconciler mounts (nil: they never close).
  public let gate: HandlerGate?

  /// A reconciler that works on `backend`'s widgets; the handlers it mounts stop once `gate` is closed.
  public init(backend: Backend, gate: HandlerGate? = nil) {
    self.backend = backend
    self.gate = gate
  }

  /// Makes the widgets of `view` and its children.
  @inlinable public func mount(_ view: View) -> Mounted {
    view.assertFitsItsKind()
    view.assertNoComponent()
    let storage = view.storage
    let handlers = HandlerTable(storage.handlers, gate: self.gate)
    let widget = self.backend.makeWidget(kind: storage.kind, handlers: handlers)
    for entry in storage.entries {
      self.backend.setProperty(entry.property, to: entry.value, on: widget, kind: storage.kind)
    }
    ChildMatching.assertDistinct(storage.children)
    var children: [Mounted] = []
    children.reserveCapacity(storage.children.count)
    var previous: Backend.Widget?
    for (index, childView) in storage.children.enumerated() {
      let child = self.mount(childView)
      self.backend.insertChild(child.widget, slot: childView.slot, into: widget, parentKind: storage.kind, at: index, after: previous)
      children.append(child)
      previous = child.widget
    }
    if let rows = storage.fields.pointee.rows {
      self.backend.updateRows(of: widget, to: rows.content, splice: ListSplice.between(nil, rows.content))
    }
    return Mounted(view: view, widget: widget, children: children, handlers: handlers)
  }

  /// Brings a mounted root up to date with `view`; returns the mounted root, which is a new one
  /// (and the old one destroyed) only when the kind changed.
  @inlinable public func update(_ mounted: Mounted, to view: View) -> Mounted {
    guard mounted.kind == view.kind else {
      self.unmount(mounted)
      return self.mount(view)
    }
    self.patch(mounted, to: view)
    return mounted
  }

  /// Destroys a root's widgets.
  public func unmount(_ mounted: Mounted) {
    self.backend.destroyRoot(mounted.widget, kind: mounted.kind)
  }
}

extension Reconciler {
  @inlinable func patch(_ mounted: Mounted, to view: View) {
    // The old description is lent to the patch (`mounted.applied` keeps it alive) and replaced after it.
    if self.patch(mounted, from: mounted.applied.storage, to: view) {
      mounted.applied = view
    }
  }

  /// Brings `mounted` from `old` to `view`; false when they are the very same description.
  @inlinable func patch(_ mounted: Mounted, from old: ViewStorage, to view: View) -> Bool {
    let new = view.storage
    // The very same description: nothing below it changed either.
    guard old !== new else { return false }
    view.assertFitsItsKind()
    view.assertNoComponent()
    // The table holds the old description's handlers; most views (labels, boxes) have none to swap.
    if !old.fields.pointee.handlers.isEmpty || !new.fields.pointee.handlers.isEmpty {
      mounted.handlers.replace(with: new.handlers)
    }
    if !ViewComparison.sameProperties(old, new) {
      for property in ViewComparison.changedProperties(from: old, to: new) {
        self.backend.setProperty(property, to: new.value(of: property), on: mounted.widget, kind: new.kind)
      }
    }
    if !old.fields.pointee.children.isEmpty || !new.fields.pointee.children.isEmpty {
      self.patchChildren(of: mounted, from: old.children, to: new.children, parentKind: new.kind)
    }
    if let rows = new.fields.pointee.rows {
      self.backend.updateRows(of: mounted.widget, to: rows.content, splice: ListSplice.between(old.rows, rows.content))
    }
    return true
  }

  @inlinable func patchChildren(of parent: Mounted, from oldViews: [View], to views: [View], parentKind: ViewKind) {
    let old = parent.mountedChildren
    ChildMatching.assertDistinct(views)
    let sources = ChildMatching.sources(old: oldViews, new: views)
    var isReused = [Bool](repeating: false, count: old.count)
    for source in sources where source >= 0 {
      isReused[source] = true
    }
    for index in old.indices where !isReused[index] {
      self.backend.removeChild(old[index].widget, slot: oldViews[index].slot, from: parent.widget, parentKind: parentKind)
    }

    // Children on the longest increasing run of old positions stay put; the others move.
    let stays = ChildMatching.stays(sources)
    // While every child is the old one at the same place (a render that changed no child's identity),
    // the old array of mounted children stays; a new one is made from the first difference on.
    var children: [Mounted]?
    var previous: Backend.Widget?
    for index in views.indices {
      let source = sources[index]
      if source < 0 {
        let child = self.mount(views[index])
        self.backend.insertChild(child.widget, slot: views[index].slot, into: parent.widget, parentKind: parentKind, at: index, after: previous)
        if children == nil {
          children = Self.prefix(of: old, upTo: index, capacity: views.count)
        }
        children?.append(child)
        previous = child.widget
      } else {
        let child = old[source]
        self.patch(child, to: views[index])
        if let stays, !stays[index] {
          self.backend.moveChild(child.widget, slot: views[index].slot, in: parent.widget, parentKind: parentKind, to: index, after: previous)
        }
        if children == nil, source != index {
          children = Self.prefix(of: old, upTo: index, capacity: views.count)
        }
        children?.append(child)
        previous = child.widget
      }
    }
    if let children {
      parent.mountedChildren = children
    } else if old.count != views.count {
      parent.mountedChildren = Array(old[..<views.count])
    }
  }

  /// The first `count` mounted children, in an array with room for `capacity`.
  @inlinable static func prefix(of children: [Mounted], upTo count: Int, capacity: Int) -> [Mounted] {
    var prefix: [Mounted] = []
    prefix.reserveCapacity(capacity)
    prefix.append(contentsOf: children[..<count])
    return prefix
  }
}
