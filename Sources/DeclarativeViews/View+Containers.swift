//  View+Containers.swift

extension View {
  /// A top-level window. `actions` are its menu, button and keyboard actions, each doing what it says
  /// (`WindowAction.perform`). Two actions with one name stop debug builds.
  public static func window(
    title: String,
    width: Int = 480,
    height: Int = 360,
    actions: [WindowAction] = [],
    @ViewBuilder content: () -> [View]
  ) -> View {
    var handlers: [Event : EventHandler] = [:]
    for action in actions {
      guard let (event, handler) = action.handler else { continue }
      assert(handlers[event] == nil, "Two actions of the window “\(title)” are named “\(action.name)”: the second would never run")
      handlers[event] = handler
    }
    let properties: PropertyList = [
      .title: .string(title),
      .defaultWidth: .int(width),
      .defaultHeight: .int(height),
      .actions: .actions(actions),
    ]
    return View(.window, properties: properties, handlers: handlers, children: content())
  }

  /// A header bar with a title and an optional subtitle; children go `.slot(.start)` or `.slot(.end)`.
  public static func headerBar(title: String, subtitle: String? = nil, @ViewBuilder content: () -> [View] = { [] }) -> View {
    var properties: PropertyList = [.title: .string(title), .slot: .slot(.titlebar)]
    if let subtitle { properties[.subtitle] = .string(subtitle) }
    return View(.headerBar, properties: properties, children: content())
  }

  /// A box that lays out its children top to bottom, `spacing` pixels apart (default 6).
  public static func vstack(spacing: Int = 6, @ViewBuilder content: () -> [View]) -> View {
    View(.box, properties: [.vertical: .bool(true), .spacing: .int(spacing)], children: content())
  }

  /// A box that lays out its children left to right (right to left in RTL locales), `spacing` pixels apart (default 6).
  public static func hstack(spacing: Int = 6, @ViewBuilder content: () -> [View]) -> View {
    View(.box, properties: [.vertical: .bool(false), .spacing: .int(spacing)], children: content())
  }

  /// A scrolled container of one child.
  public static func scrolled(@ViewBuilder content: () -> [View]) -> View {
    View(.scrolled, properties: [.hexpand: .bool(true), .vexpand: .bool(true)], children: content())
  }

  /// A split view: the first child is the start pane, the second the end pane.
  public static func paned(vertical: Bool = false, position: Int? = nil, @ViewBuilder content: () -> [View]) -> View {
    var properties: PropertyList = [.vertical: .bool(vertical)]
    if let position { properties[.position] = .int(position) }
    return View(.paned, properties: properties, children: content())
  }

  /// A modal dialog over the window it is a child of; shown while it is in the tree.
  /// `onClose` is called when the user closes it (Escape or the close button).
  public static func dialog(title: String, width: Int = 360, onClose: @escaping @MainActor () -> Void, @ViewBuilder content: () -> [View]) -> View {
    View(
      .dialog,
      properties: [.title: .string(title), .defaultWidth: .int(width)],
      handlers: [.closeRequested: .void(onClose)],
      children: content()
    )
  }

  /// A yes/no alert as a modal dialog: a heading, a message, a cancel and a confirm button.
  public static func alert(
    title: String,
    message: String,
    confirm: String,
    destructive: Bool = false,
    onConfirm: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void
  ) -> View {
    .dialog(title: title, onClose: onCancel) {
      View.vstack(spacing: 12) {
        View.label(title, wrap: true).cssClasses(["title-3"])
        View.label(message, wrap: true)
        View.hstack(spacing: 6) {
          View.button("Cancel", action: onCancel).name("cancel").expand(horizontal: true)
          View.button(confirm, action: onConfirm).name("confirm").expand(horizontal: true)
            .cssClasses([destructive ? "destructive-action" : "suggested-action"])
        }
      }.margin(18)
    }
  }

  /// A placeholder for an empty list or a missing selection: an icon, a title and an optional description.
  public static func emptyState(icon: String, title: String, description: String? = nil, @ViewBuilder actions: () -> [View] = { [] }) -> View {
    View.vstack(spacing: 12) {
      View.image(icon, pixelSize: 64).cssClasses(["dim-label"])
      View.label(title, wrap: true).cssClasses(["title-2"])
      if let description {
        View.label(description, wrap: true).cssClasses(["dim-label"])
      }
      actions()
    }
    .align(horizontal: .center, vertical: .center)
    .expand(horizontal: true, vertical: true)
    .margin(24)
  }
}
