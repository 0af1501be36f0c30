//  MountedView.swift

/// A view that has a widget: the last description applied to it and its mounted children.
@MainActor public final class MountedView<Widget> {
  /// The last description applied; its children line up with `children`.
  public var view: View { self.applied }
  /// The backend's widget for the view.
  public let widget: Widget
  /// The mounted children, in the order of `view.children`.
  public var children: [MountedView<Widget>] { self.mountedChildren }
  @usableFromInline let handlers: HandlerTable
  // Stored apart from the public read-only accessors so the reconciler's inlinable code can write them.
  @exclusivity(unchecked) @usableFromInline var applied: View
  @exclusivity(unchecked) @usableFromInline var mountedChildren: [MountedView<Widget>]

  @usableFromInline init(view: View, widget: Widget, children: [MountedView<Widget>], handlers: HandlerTable) {
    self.applied = view
    self.widget = widget
    self.mountedChildren = children
    self.handlers = handlers
  }

  /// The kind of the widget (a view of another kind gets a new widget).
  public var kind: ViewKind {
    self.applied.kind
  }

  /// The first mounted view (depth first) whose key is `key`.
  public func find(key: String) -> MountedView<Widget>? {
    if self.applied.key == key { return self }
    for child in self.mountedChildren {
      if let found = child.find(key: key) { return found }
    }
    return nil
  }
}
