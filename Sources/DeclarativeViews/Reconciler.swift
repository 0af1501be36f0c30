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
    let old = mounted.view
    mounted.handlers.replace(with: view.handlers)
    self.patchProperties(of: mounted.widget, kind: view.kind, from: old.properties, to: view.properties)
    if !old.children.isEmpty || !view.children.isEmpty {
      self.patchChildren(of: mounted, to: view.children, parentKind: view.kind)
    }
    if let rows = view.rows {
      self.backend.updateRows(of: mounted.widget, to: rows, splice: ListSplice.between(old.rows, rows))
    }
    mounted.view = view
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

  private func patchChildren(of parent: Mounted, to views: [View], parentKind: ViewKind) {
    let old = parent.children
    var oldIndexByIdentity: [ChildIdentity : Int] = [:]
    oldIndexByIdentity.reserveCapacity(old.count)
    for (index, child) in old.enumerated() {
      let identity = ChildIdentity(view: child.view, index: index)
      if oldIndexByIdentity[identity] == nil {
        oldIndexByIdentity[identity] = index
      }
    }

    // Match each new child with the old child of the same identity and kind (-1: a new child).
    var sources = [Int](repeating: -1, count: views.count)
    var reused = [Bool](repeating: false, count: old.count)
    for (index, view) in views.enumerated() {
      let identity = ChildIdentity(view: view, index: index)
      // A child that changes kind or place (header bar start → end) gets a new widget.
      if let oldIndex = oldIndexByIdentity[identity], !reused[oldIndex],
        old[oldIndex].kind == view.kind, old[oldIndex].view.slot == view.slot {
        sources[index] = oldIndex
        reused[oldIndex] = true
      }
    }

    for (index, child) in old.enumerated() where !reused[index] {
      self.backend.removeChild(child.widget, slot: child.view.slot, from: parent.widget, parentKind: parentKind)
    }

    // Children on the longest increasing run of old positions stay put; the others move.
    let stays = LongestIncreasingSubsequence.members(of: sources)
    var children: [Mounted] = []
    children.reserveCapacity(views.count)
    var previous: Backend.Widget?
    for (index, view) in views.enumerated() {
      let child: Mounted
      if sources[index] < 0 {
        child = self.mount(view)
        self.backend.insertChild(child.widget, slot: view.slot, into: parent.widget, parentKind: parentKind, at: index, after: previous)
      } else {
        child = old[sources[index]]
        self.patch(child, to: view)
        if !stays[index] {
          self.backend.moveChild(child.widget, slot: view.slot, in: parent.widget, parentKind: parentKind, to: index, after: previous)
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
}
