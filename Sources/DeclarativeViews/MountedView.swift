//  MountedView.swift

/// A view that has a widget: the last description applied to it and its mounted children.
@MainActor public final class MountedView<Widget> {
  public internal(set) var view: View
  public let widget: Widget
  public internal(set) var children: [MountedView<Widget>]
  let handlers: HandlerTable

  init(view: View, widget: Widget, children: [MountedView<Widget>], handlers: HandlerTable) {
    self.view = view
    self.widget = widget
    self.children = children
    self.handlers = handlers
  }

  public var kind: ViewKind {
    self.view.kind
  }

  /// The first mounted view (depth first) whose key is `key`.
  public func find(key: String) -> MountedView<Widget>? {
    if self.view.key == key { return self }
    for child in self.children {
      if let found = child.find(key: key) { return found }
    }
    return nil
  }
}
