//  WindowAction.swift

/// One intent of a window, declared once: its title, icon, keyboard shortcut, whether it can be used
/// now, and what it does. The window lists it (`View.window(actions:)`), which makes it a GAction in
/// the window's "win" group with its shortcut (and a line in the shortcuts window); a menu item
/// (`MenuItem(action)`) and a button (`View.button(action)`) show it, greyed out with it.
///
/// A window context makes the common kind, which sends an action to the store:
///
/// ```swift
/// let undo = context.action(tr("Undo"), icon: "edit-undo-symbolic", shortcut: "<Control>z",
///                           isEnabled: canUndo, send: .didTapUndo)
/// View.window(title: tr("Counter"), actions: [undo]) {
///   View.headerBar(title: tr("Counter")) { View.button(undo).slot(.start) }
/// }
/// ```
///
/// A radio action (`choice(_:selected:isEnabled:choose:)`) has a `state`, the chosen value: menu
/// items choosing a value (`MenuItem(label, choosing: value, of: action)`) are checked radio items.
public struct WindowAction : Hashable, Sendable {
  /// The action's name, without the group prefix ("didTapUndo", not "win.didTapUndo"): the name of the
  /// action it sends, or the one given.
  public var name: String
  /// Whether it can be activated now (default true).
  public var isEnabled: Bool
  /// A GTK accelerator such as "<Control>z".
  public var shortcut: String?
  /// What menus, buttons and the keyboard shortcuts window call it ("Undo").
  public var title: String?
  /// The icon a button showing it has (nil: the button shows the title).
  public var icon: String?
  /// The chosen value of a radio action; nil for a plain action.
  public var state: String?
  /// What activating it does; nil: the window view's `.action(name)` handler.
  public var perform: Perform?

  /// What a window action does when activated.
  public enum Perform : Hashable, Sendable {
    /// Sends an action to the store.
    case send(Message)
    /// Runs a closure (the rare action that does more than send).
    case run(@MainActor @Sendable () -> Void)
    /// Chooses a value of a radio action.
    case choose(@MainActor @Sendable (String) -> Void)

    // A closure is taken afresh from every render, so two closures of the same case count as equal:
    // what a render compares is the action's title, shortcut and state, not the closure's identity.
    public static func == (lhs: Perform, rhs: Perform) -> Bool {
      switch (lhs, rhs) {
      case (.send(let first), .send(let second)): first == second
      case (.run, .run), (.choose, .choose): true
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .send(let message): hasher.combine(message)
      case .run: hasher.combine(1)
      case .choose: hasher.combine(2)
      }
    }
  }

  /// An action that sends `message`, named after it.
  public init(_ title: String, icon: String? = nil, shortcut: String? = nil, isEnabled: Bool = true, send message: Message) {
    self.init(name: message.actionName, isEnabled: isEnabled, shortcut: shortcut, title: title, icon: icon, perform: .send(message))
  }

  /// An action named `name` that runs `perform` (for what sending one action cannot say).
  public init(
    _ title: String,
    name: String,
    icon: String? = nil,
    shortcut: String? = nil,
    isEnabled: Bool = true,
    perform: @escaping @MainActor @Sendable () -> Void
  ) {
    self.init(name: name, isEnabled: isEnabled, shortcut: shortcut, title: title, icon: icon, perform: .run(perform))
  }

  /// A radio action named `name` whose chosen value is `selected`; choosing a value calls `choose`.
  public static func choice(
    _ name: String,
    selected: String,
    isEnabled: Bool = true,
    choose: @escaping @MainActor @Sendable (String) -> Void
  ) -> WindowAction {
    WindowAction(name: name, isEnabled: isEnabled, state: selected, perform: .choose(choose))
  }

  /// An action whose activation is the window view's `.action(name)` handler (the app shell's own).
  package init(
    name: String,
    isEnabled: Bool = true,
    shortcut: String? = nil,
    title: String? = nil,
    icon: String? = nil,
    state: String? = nil,
    perform: Perform? = nil
  ) {
    self.name = name
    self.isEnabled = isEnabled
    self.shortcut = shortcut
    self.title = title
    self.icon = icon
    self.state = state
    self.perform = perform
  }

  /// The same action under another title (a button that says "Retry" for Refresh).
  public func titled(_ title: String) -> WindowAction {
    var action = self
    action.title = title
    return action
  }

  /// The action name of one choice of a radio action ("sort::newest-first"), for menu items.
  public static func detailed(_ name: String, _ target: String) -> String {
    "\(name)::\(target)"
  }

  /// The handler the window view gets for this action, from `perform`.
  var handler: (event: Event, handler: EventHandler)? {
    switch self.perform {
    case .send(let message)?: (.action(self.name), .send(message))
    case .run(let body)?: (.action(self.name), .void(body))
    case .choose(let body)?: (.choice(self.name), .text(.run(body)))
    case nil: nil
    }
  }
}
