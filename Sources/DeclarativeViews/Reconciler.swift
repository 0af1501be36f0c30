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
    let widget = if storage.kind == .custom, case .custom(let description)? = storage.value(of: .custom) {
      self.backend.makeCustomWidget(description, handlers: handlers)
    } else {
      self.backend.makeWidget(kind: storage.kind, handlers: handlers)
    }
    for entry in storage.entries {
      self.backend.setProperty(entry.property, to: entry.value, on: widget, kind: storage.kind)
    }
    let childViews = storage.fields.pointee.containsGroups ? View.flattened(storage.children) : storage.children
    ChildMatching.assertDistinct(childViews)
    var children: [Mounted] = []
    children.reserveCapacity(childViews.count)
    var previous: Backend.Widget?
    for (index, childView) in childViews.enumerated() {
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
    guard ViewComparison.sameWidgetKind(mounted.applied.storage, view.storage) else {
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
    if old.fields.pointee.containsGroups || new.fields.pointee.containsGroups {
      self.patchGroupedChildren(of: mounted, from: old.children, to: new.children, parentKind: new.kind)
    } else if !old.fields.pointee.children.isEmpty || !new.fields.pointee.children.isEmpty {
      self.patchChildren(of: mounted, from: old.children, to: new.children, parentKind: new.kind)
    }
    if let rows = new.fields.pointee.rows {
      self.backend.updateRows(of: mounted.widget, to: rows.content, splice: ListSplice.between(old.rows, rows.content))
    }
    return true
  }

  /// Children among which some are groups (`View(group:)`): the same groups and views at both ends keep
  /// their widgets without a look inside (a window's unchanged `ForEach` of components costs one
  /// comparison); the ones between are patched with each group's items in its place.
  @inlinable func patchGroupedChildren(of parent: Mounted, from oldViews: [View], to views: [View], parentKind: ViewKind) {
    func same(_ old: View, _ new: View) -> Bool {
      old.storage === new.storage && old.place == new.place
    }
    var (head, headWidth) = (0, 0)
    while head < oldViews.count, head < views.count, same(oldViews[head], views[head]) {
      headWidth += views[head].width
      head += 1
    }
    var (tail, tailWidth) = (0, 0)
    while tail < oldViews.count - head, tail < views.count - head, same(oldViews[oldViews.count - 1 - tail], views[views.count - 1 - tail]) {
      tailWidth += views[views.count - 1 - tail].width
      tail += 1
    }
    guard head + tail < oldViews.count || head + tail < views.count else { return }
    let oldMiddle = View.flattened(oldViews[head ..< oldViews.count - tail])
    let newMiddle = View.flattened(views[head ..< views.count - tail])
    self.patchChildren(of: parent, from: oldMiddle, to: newMiddle, parentKind: parentKind, within: headWidth ..< parent.mountedChildren.count - tailWidth)
  }

  /// Patches the mounted children from `oldViews` to `views`; `range` (nil: all of them) is where the
  /// old ones stand among the parent's mounted children.
  @inlinable func patchChildren(of parent: Mounted, from oldViews: [View], to views: [View], parentKind: ViewKind, within range: Range<Int>? = nil) {
    var children = range.map { Array(parent.mountedChildren[$0]) } ?? parent.mountedChildren
    let offset = range?.lowerBound ?? 0
    ChildMatching.assertDistinct(views)
    let matching = ChildMatching.sources(old: oldViews, new: views)
    let sources = matching.sources
    // Children that kept their order stay put; the others move (`ChildMatching.stays`).
    let stays = ChildMatching.stays(matching)
    let isReordered = stays != nil || matching.pairCount != children.count || views.count != children.count
    if isReordered, range == nil {
      // Taken from the parent, so that a few edits change the array in place instead of copying it.
      parent.mountedChildren = []
    }
    var removed: [Int] = []
    if matching.pairCount < children.count {
      var isReused = [Bool](repeating: false, count: children.count)
      for source in sources where source >= 0 {
        isReused[source] = true
      }
      for index in children.indices where !isReused[index] {
        self.backend.removeChild(children[index].widget, slot: oldViews[index].slot, from: parent.widget, parentKind: parentKind)
        removed.append(index)
      }
    }

    var inserted: [(index: Int, child: Mounted)] = []
    var previous: Backend.Widget? = offset > 0 ? parent.mountedChildren[offset - 1].widget : nil
    for index in views.indices {
      let source = sources[index]
      if source < 0 {
        let child = self.mount(views[index])
        self.backend.insertChild(child.widget, slot: views[index].slot, into: parent.widget, parentKind: parentKind, at: offset + index, after: previous)
        inserted.append((index, child))
        previous = child.widget
      } else {
        let child = children[source]
        self.patch(child, to: views[index])
        if let stays, !stays[index] {
          self.backend.moveChild(child.widget, slot: views[index].slot, in: parent.widget, parentKind: parentKind, to: offset + index, after: previous)
        }
        previous = child.widget
      }
    }
    if isReordered {
      Self.reorder(&children, sources: sources, stays: stays, removed: removed, inserted: inserted)
      if let range {
        parent.mountedChildren.replaceSubrange(range, with: children)
      } else {
        parent.mountedChildren = children
      }
    }
  }

  /// Makes the old mounted `children` line up with the new description: without the `removed` ones,
  /// with the `inserted` ones, and with the moved ones (not `stays`) where they now are. A few edits
  /// are made in place (each moves the array's tail once); more rebuild the array.
  @inlinable static func reorder(_ children: inout [Mounted], sources: [Int], stays: [Bool]?, removed: [Int], inserted: [(index: Int, child: Mounted)]) {
    var moved: [Int] = []
    if let stays {
      for index in sources.indices where sources[index] >= 0 && !stays[index] {
        moved.append(index)
      }
    }
    guard removed.count + moved.count + inserted.count <= ChildMatching.fewEdits else {
      children = Self.rebuilt(children, sources: sources, inserted: inserted)
      return
    }
    // Out go the removed and the moved (from the end, so that indices hold), then in go the new and
    // the moved at their new places (from the start): the children that stay keep their order.
    let out = (removed + moved.map { sources[$0] }).sorted(by: >)
    let movedChildren = moved.map { children[sources[$0]] }
    for index in out {
      children.remove(at: index)
    }
    var (nextInserted, nextMoved) = (0, 0)
    while nextInserted < inserted.count || nextMoved < moved.count {
      let insertedIndex = nextInserted < inserted.count ? inserted[nextInserted].index : Int.max
      let movedIndex = nextMoved < moved.count ? moved[nextMoved] : Int.max
      if insertedIndex < movedIndex {
        children.insert(inserted[nextInserted].child, at: insertedIndex)
        nextInserted += 1
      } else {
        children.insert(movedChildren[nextMoved], at: movedIndex)
        nextMoved += 1
      }
    }
  }

  /// The mounted children for the new description, listed anew.
  @inlinable static func rebuilt(_ old: [Mounted], sources: [Int], inserted: [(index: Int, child: Mounted)]) -> [Mounted] {
    var children: [Mounted] = []
    children.reserveCapacity(sources.count)
    var nextInserted = 0
    for index in sources.indices {
      let source = sources[index]
      if source >= 0 {
        children.append(old[source])
      } else {
        children.append(inserted[nextInserted].child)
        nextInserted += 1
      }
    }
    return children
  }
}
