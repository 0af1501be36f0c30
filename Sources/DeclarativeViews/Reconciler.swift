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
    view.assertFitsItsKind()
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
    view.assertFitsItsKind()
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
    guard !Self.sameProperties(old, new) else { return }
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

  /// Matches each new child with an old one in two passes. The first walks both lists in order: a pair with
  /// the same identity matches (children that keep their order, the common case, cost one key comparison);
  /// otherwise one step of look-ahead tells an insertion from a removal, and the children passed over are
  /// set aside. The second matches the set-aside new children against an index of the set-aside old ones
  /// only, so an edit costs in proportion to what moved, not to the whole list.
  private func matchChildren(_ old: [Mounted], to views: [View]) -> [Int] {
    var sources = [Int](repeating: -1, count: views.count)
    var asideOld: [Int] = []
    var asideNew: [Int] = []
    func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
      ChildIdentity.same(old[oldIndex].view.key, at: oldIndex, as: views[newIndex].key, at: newIndex)
    }
    func pair(_ oldIndex: Int, _ newIndex: Int) {
      // A child that changes kind or place (header bar start → end) gets a new widget.
      if old[oldIndex].view.kind == views[newIndex].kind, Self.sameSlot(old[oldIndex].view.properties, views[newIndex].properties) {
        sources[newIndex] = oldIndex
      }
    }
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count, newIndex < views.count {
      if same(oldIndex, newIndex) {
        pair(oldIndex, newIndex)
        oldIndex += 1
        newIndex += 1
      } else if newIndex + 1 < views.count, same(oldIndex, newIndex + 1) {
        asideNew.append(newIndex)  // inserted, or moved here
        newIndex += 1
      } else if oldIndex + 1 < old.count, same(oldIndex + 1, newIndex) {
        asideOld.append(oldIndex)  // removed, or moved away
        oldIndex += 1
      } else {
        asideNew.append(newIndex)
        asideOld.append(oldIndex)
        oldIndex += 1
        newIndex += 1
      }
    }
    asideOld.append(contentsOf: oldIndex ..< old.count)
    asideNew.append(contentsOf: newIndex ..< views.count)
    guard !asideOld.isEmpty, !asideNew.isEmpty else { return sources }

    var oldIndexByIdentity: [ChildIdentity : Int] = [:]
    oldIndexByIdentity.reserveCapacity(asideOld.count)
    for index in asideOld {
      let identity = ChildIdentity(view: old[index].view, index: index)
      if oldIndexByIdentity[identity] == nil {
        oldIndexByIdentity[identity] = index
      }
    }
    for index in asideNew {
      // Removed from the index once matched: one old widget never serves two new children.
      if let match = oldIndexByIdentity.removeValue(forKey: ChildIdentity(view: views[index], index: index)) {
        pair(match, index)
      }
    }
    return sources
  }

  private static func sameSlot(_ old: [Property : PropertyValue], _ new: [Property : PropertyValue]) -> Bool {
    Self.sameProperties(old, new) || old[.slot] == new[.slot]
  }

  /// Whether two property dictionaries are equal. Shared storage, and one entry each (a label's text, the
  /// common child), are decided without hashing a key, which `==` would do for every entry.
  private static func sameProperties(_ first: [Property : PropertyValue], _ second: [Property : PropertyValue]) -> Bool {
    if Self.sameStorage(first, second) { return true }
    guard first.count == second.count else { return false }
    guard first.count == 1 else { return first == second }
    let (firstEntry, secondEntry) = (first[first.startIndex], second[second.startIndex])
    return firstEntry.key == secondEntry.key && firstEntry.value == secondEntry.value
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
    let stays = Self.isIncreasing(sources) ? nil : LongestIncreasingSubsequence.members(of: sources)
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
        if let stays, !stays[index] {
          self.backend.moveChild(child.widget, slot: views[index].slot, in: parent.widget, parentKind: parentKind, to: index, after: previous)
        }
      }
      children.append(child)
      previous = child.widget
    }
    parent.children = children
  }

  /// Whether the old positions of the reused children (-1 for new ones) only grow: then every reused
  /// child stays where it is and the longest increasing run need not be looked for.
  private static func isIncreasing(_ sources: [Int]) -> Bool {
    var last = -1
    for source in sources where source >= 0 {
      guard source > last else { return false }
      last = source
    }
    return true
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
  static func same(_ oldKey: String?, at oldIndex: Int, as newKey: String?, at newIndex: Int) -> Bool {
    switch (oldKey, newKey) {
    case (let oldKey?, let newKey?): oldKey == newKey
    case (nil, nil): oldIndex == newIndex
    default: false
    }
  }
}
