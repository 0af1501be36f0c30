//  MountedView.swift

/// A view that has a widget: the last description applied to it and its mounted children.
@MainActor public final class MountedView<Widget> {
  /// The last description applied; its children line up with `children`.
  public var view: View { self.applied }
  /// The backend's widget for the view.
  public let widget: Widget
  /// The mounted children, in the order of `view.children` (a group's items, a window's `ForEach` of
  /// components, each in its group's place).
  public var children: [MountedView<Widget>] { self.mountedChildren }
  /// What the widget's events run now: a test fires one as the widget would (`handlers.fire(.clicked)`,
  /// `handlers.fire(.textChanged, text: "Milk")`), without a display.
  public let handlers: HandlerTable
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

  /// The mounted view named `name` (`View.name(_:)`) here or below. Debug builds stop when two views
  /// have that name: a test or a focus request would reach one of them by chance.
  public func find(name: String) -> MountedView<Widget>? {
    #if DEBUG
      var found: [MountedView<Widget>] = []
      self.collect(named: name, into: &found)
      precondition(found.count <= 1, "\(found.count) views are named “\(name)”: give each its own name")
      return found.first
    #else
      return self.first(named: name)
    #endif
  }

  private func first(named name: String) -> MountedView<Widget>? {
    if self.name == name { return self }
    for child in self.mountedChildren {
      if let found = child.first(named: name) { return found }
    }
    return nil
  }

  private func collect(named name: String, into found: inout [MountedView<Widget>]) {
    if self.name == name { found.append(self) }
    for child in self.mountedChildren {
      child.collect(named: name, into: &found)
    }
  }

  /// The view's name (`View.name(_:)`), if it has one.
  public var name: String? {
    self.applied.name
  }
}
