//  Reconciler.swift

/// Turns view descriptions into widgets and, on every render, diffs the new description against the
/// last one: same kind and key -> only changed properties are set; keyed children are matched in
/// linear time and moved children keep their widgets; handlers are swapped, never reconnected.
@MainActor public final class Reconciler<Backend> where Backend : WidgetBackend {
  public typealias Mounted = MountedView<Backend.Widget>

  public let backend: Backend

  public init(backend: Backend) {
    self.backend = backend
  }

  /// Makes the widgets of `view` and its children.
  public func mount(_ view: View) -> Mounted {
    let handlers = HandlerTable(view.handlers)
    let widget = self.backend.makeWidget(kind: view.kind, handlers: handlers)
    for property in view.properties.keys.sorted() {
      self.backend.setProperty(property, to: view.properties[property], on: widget, kind: view.kind)
    }
    var children: [Mounted] = []
    children.reserveCapacity(view.children.count)
    var previous: Backend.Widget?
    for (index, childView) in view.children.enumerated() {
      let child = self.mount(childView)
      self.backend.insertChild(child.widget, slot: childView.slot, into: widget, parentKind: view.kind, at: index, after: previous)
      children.append(child)
      previous = child.widget
    }
    if let rows = view.rows {
      self.backend.updateRows(of: widget, to: rows, splice: ListSplice.between(nil, rows))
    }
    return Mounted(view: view, widget: widget, children: children, handlers: handlers)
  }

  /// Brings a mounted root up to date with `view`; returns the mounted root, which is a new one
  /// (and the old one destroyed) only when the kind changed.
  public func update(_ mounted: Mounted, to view: View) -> Mounted {
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
  private func patch(_ mounted: Mounted, to view: View) {
    mounted.handlers.replace(with: view.handlers)
    if !Self.sameStorage(mounted.view.properties, view.properties) {
      self.patchProperties(of: mounted.widget, kind: view.kind, from: mounted.view.properties, to: view.properties)
    }
    if !mounted.view.children.isEmpty || !view.children.isEmpty {
      self.patchChildren(of: mounted, to: view.children, parentKind: view.kind)
    }
    if let rows = view.rows {
      self.backend.updateRows(of: mounted.widget, to: rows, splice: ListSplice.between(mounted.view.rows, rows))
    }
    mounted.view = view
  }

  /// Whether two dictionaries share their storage (then they are equal, without comparing entries).
  private static func sameStorage(_ first: [Property : PropertyValue], _ second: [Property : PropertyValue]) -> Bool {
    // A dictionary is one reference to its storage.
    unsafeBitCast(first, to: UInt.self) == unsafeBitCast(second, to: UInt.self)
  }

  private func patchProperties(
    of widget: Backend.Widget,
    kind: ViewKind,
    from old: [Property : PropertyValue],
    to new: [Property : PropertyValue]
  ) {
    guard old != new else { return }
    var changed: [Property] = []
    for (property, value) in new where old[property] != value {
      changed.append(property)
    }
    for property in old.keys where new[property] == nil {
      changed.append(property)
    }
    for property in changed.sorted() {
      self.backend.setProperty(property, to: new[property], on: widget, kind: kind)
    }
  }

  /// Matches each new child with an old one: first the old child right after the last match (children
  /// that keep their order, the common case, cost one key comparison), and only when that fails an
  /// index of the old children by identity, built once, on the first such miss.
  private func matchChildren(_ old: [Mounted], to views: [View]) -> [Int] {
    var sources = [Int](repeating: -1, count: views.count)
    var reused = [Bool](repeating: false, count: old.count)
    var oldIndexByIdentity: [ChildIdentity : Int]?
    var next = 0
    for index in views.indices {
      var candidate = -1
      if next < old.count, !reused[next], ChildIdentity.same(old[next].view, at: next, as: views[index], at: index) {
        candidate = next
      } else {
        if oldIndexByIdentity == nil {
          oldIndexByIdentity = ChildIdentity.index(of: old)
        }
        if let oldIndex = oldIndexByIdentity![ChildIdentity(view: views[index], index: index)], !reused[oldIndex] {
          candidate = oldIndex
        }
      }
      // A child that changes kind or place (header bar start → end) gets a new widget.
      guard candidate >= 0, old[candidate].kind == views[index].kind, Self.sameSlot(old[candidate].view, views[index]) else { continue }
      sources[index] = candidate
      reused[candidate] = true
      next = candidate + 1
    }
    return sources
  }

  private static func sameSlot(_ old: View, _ new: View) -> Bool {
    Self.sameStorage(old.properties, new.properties) || old.properties[.slot] == new.properties[.slot]
  }

  private func patchChildren(of parent: Mounted, to views: [View], parentKind: ViewKind) {
    let old = parent.children
    let sources = self.matchChildren(old, to: views)
    var isReused = [Bool](repeating: false, count: old.count)
    for source in sources where source >= 0 {
      isReused[source] = true
    }
    for index in old.indices where !isReused[index] {
      self.backend.removeChild(old[index].widget, slot: old[index].view.slot, from: parent.widget, parentKind: parentKind)
    }

    // Children on the longest increasing run of old positions stay put; the others move.
    let stays = LongestIncreasingSubsequence.members(of: sources)
    var children: [Mounted] = []
    children.reserveCapacity(views.count)
    var previous: Backend.Widget?
    for index in views.indices {
      let child: Mounted
      if sources[index] < 0 {
        child = self.mount(views[index])
        self.backend.insertChild(child.widget, slot: views[index].slot, into: parent.widget, parentKind: parentKind, at: index, after: previous)
      } else {
        child = old[sources[index]]
        self.patch(child, to: views[index])
        if !stays[index] {
          self.backend.moveChild(child.widget, slot: views[index].slot, in: parent.widget, parentKind: parentKind, to: index, after: previous)
        }
      }
      children.append(child)
      previous = child.widget
    }
    parent.children = children
  }
}

/// A child's identity among its siblings: its key, or its position when it has none.
private enum ChildIdentity : Hashable {
  case key(String)
  case position(Int)

  init(view: View, index: Int) {
    if let key = view.key {
      self = .key(key)
    } else {
      self = .position(index)
    }
  }

  /// Whether two children have the same identity, without hashing.
  static func same(_ old: View, at oldIndex: Int, as new: View, at newIndex: Int) -> Bool {
    switch (old.key, new.key) {
    case (let oldKey?, let newKey?): oldKey == newKey
    case (nil, nil): oldIndex == newIndex
    default: false
    }
  }

  /// The first index of each identity among `children`.
  @MainActor static func index<Widget>(of children: [MountedView<Widget>]) -> [ChildIdentity : Int] {
    var index: [ChildIdentity : Int] = [:]
    index.reserveCapacity(children.count)
    for position in children.indices {
      let identity = ChildIdentity(view: children[position].view, index: position)
      if index[identity] == nil {
        index[identity] = position
      }
    }
    return index
  }
}
