//  View+Controls.swift

extension View {
  /// A text label. `xalign` places the text within the label's width (0 start, 0.5 centre, 1 end);
  /// `wrap` breaks it into lines at the width the label gets; `ellipsize` cuts it short with "…"
  /// instead; `selectable` lets the user select and copy it.
  public static func label(_ text: String, xalign: Double? = nil, wrap: Bool = false, ellipsize: Bool = false, selectable: Bool = false) -> View {
    var properties: PropertyList = [.text: .string(text)]
    if let xalign { properties[.xalign] = .double(xalign) }
    if wrap { properties[.wrap] = .bool(true) }
    if ellipsize { properties[.ellipsize] = .bool(true) }
    if selectable { properties[.selectable] = .bool(true) }
    return View(.label, properties: properties)
  }

  /// A button with a text label; its accessible name is the label. `hasFrame` false draws it flat.
  public static func button(_ label: String, hasFrame: Bool = true, action: @escaping @MainActor () -> Void) -> View {
    var properties: PropertyList = [.label: .string(label)]
    if !hasFrame { properties[.hasFrame] = .bool(false) }
    return View(.button, properties: properties, handlers: [.clicked: .void(action)])
  }

  /// An icon-only button: `accessibleLabel` is what screen readers read and the tooltip shows.
  /// `hasFrame` false draws it flat.
  public static func button(icon: String, accessibleLabel: String, hasFrame: Bool = true, action: @escaping @MainActor () -> Void) -> View {
    var properties: PropertyList = [
      .iconName: .string(icon), .accessibleLabel: .string(accessibleLabel), .tooltip: .string(accessibleLabel),
    ]
    if !hasFrame { properties[.hasFrame] = .bool(false) }
    return View(.button, properties: properties, handlers: [.clicked: .void(action)])
  }

  /// A button that sends `message` to the window's store when clicked: data, so a test can read which
  /// action it sends (`View.sentMessage(on:)`).
  ///
  /// ```swift
  /// View.button(tr("Increment"), send: context.send(.didTapIncrement))
  /// ```
  public static func button(_ label: String, hasFrame: Bool = true, send message: Message) -> View {
    var properties: PropertyList = [.label: .string(label)]
    if !hasFrame { properties[.hasFrame] = .bool(false) }
    return View(.button, properties: properties, handlers: [.clicked: .send(message)])
  }

  /// An icon-only button that sends `message` when clicked; `accessibleLabel` is what screen readers
  /// read and the tooltip shows.
  public static func button(icon: String, accessibleLabel: String, hasFrame: Bool = true, send message: Message) -> View {
    var view = View.button(icon: icon, accessibleLabel: accessibleLabel, hasFrame: hasFrame) {}
    view.handlers[.clicked] = .send(message)
    return view
  }

  /// A button showing the window action `action`: its icon (with its title for screen readers and the
  /// tooltip) or else its title, greyed out while the action is disabled; a click does what the action does.
  ///
  /// ```swift
  /// View.button(undo).slot(.start)
  /// ```
  public static func button(_ action: WindowAction) -> View {
    let title = action.title ?? action.name
    var properties: PropertyList = [.sensitive: .bool(action.isEnabled)]
    if let icon = action.icon {
      properties[.iconName] = .string(icon)
      properties[.accessibleLabel] = .string(title)
      properties[.tooltip] = .string(title)
    } else {
      properties[.label] = .string(title)
    }
    // What the window view does when the action is activated, a click does.
    guard let (event, handler) = action.handler, case .action = event else {
      assertionFailure("A button cannot show the action “\(action.name)”: it neither sends nor runs anything")
      return View(.button, properties: properties)
    }
    return View(.button, properties: properties, handlers: [.clicked: handler])
  }

  /// A menu button showing `menu`, whose items activate window actions.
  public static func menuButton(label: String? = nil, icon: String? = nil, accessibleLabel: String, menu: Menu) -> View {
    var properties: PropertyList = [
      .menu: .menu(menu),
      .accessibleLabel: .string(accessibleLabel),
      .tooltip: .string(accessibleLabel),
    ]
    if let label { properties[.label] = .string(label) }
    if let icon { properties[.iconName] = .string(icon) }
    return View(.menuButton, properties: properties)
  }

  /// A menu button that pops over its child views.
  public static func popoverButton(label: String? = nil, icon: String? = nil, accessibleLabel: String, @ViewBuilder content: () -> [View]) -> View {
    var properties: PropertyList = [.accessibleLabel: .string(accessibleLabel), .tooltip: .string(accessibleLabel)]
    if let label { properties[.label] = .string(label) }
    if let icon { properties[.iconName] = .string(icon) }
    return View(.menuButton, properties: properties, children: [View(.popover, children: content())])
  }

  /// A one-line text entry; the program's `text` never echoes back as `onChange`. `onSubmit` runs
  /// when the user presses Enter in it.
  public static func entry(
    text: String,
    placeholder: String = "",
    accessibleLabel: String,
    onChange: ValueHandler<String>,
    onSubmit: (@MainActor () -> Void)? = nil
  ) -> View {
    View(
      .entry,
      properties: [.text: .string(text), .placeholder: .string(placeholder), .accessibleLabel: .string(accessibleLabel)],
      handlers: Self.textHandlers(onChange, onSubmit)
    )
  }

  /// A search field; the program's `text` never echoes back as `onChange`. `onSubmit` runs when the
  /// user presses Enter in it.
  public static func searchEntry(
    text: String,
    placeholder: String = "Search",
    onChange: ValueHandler<String>,
    onSubmit: (@MainActor () -> Void)? = nil
  ) -> View {
    View(
      .searchEntry,
      properties: [.text: .string(text), .placeholder: .string(placeholder), .accessibleLabel: .string(placeholder)],
      handlers: Self.textHandlers(onChange, onSubmit)
    )
  }

  /// The handlers of a text field: every change, and Enter when asked for.
  static func textHandlers(_ onChange: ValueHandler<String>, _ onSubmit: (@MainActor () -> Void)?) -> [Event : EventHandler] {
    var handlers: [Event : EventHandler] = [.textChanged: .text(onChange)]
    if let onSubmit { handlers[.submitted] = .void(onSubmit) }
    return handlers
  }

  /// A check box labelled `label`; `onToggle` gets the new state when the user toggles it.
  public static func checkButton(_ label: String, isOn: Bool, onToggle: ValueHandler<Bool>) -> View {
    View(.checkButton, properties: [.label: .string(label), .active: .bool(isOn)], handlers: [.toggled: .bool(onToggle)])
  }

  /// A switch, named for screen readers by `accessibleLabel`; `onToggle` gets the new state.
  public static func toggle(isOn: Bool, accessibleLabel: String, onToggle: ValueHandler<Bool>) -> View {
    View(.switchToggle, properties: [.active: .bool(isOn), .accessibleLabel: .string(accessibleLabel)], handlers: [.toggled: .bool(onToggle)])
  }

  /// A drop-down choice among `choices`; `selected` nil shows no choice.
  public static func dropDown(_ choices: [String], selected: Int?, accessibleLabel: String, onSelect: ValueHandler<Int?>) -> View {
    View(
      .dropDown,
      properties: [.choices: .strings(choices), .selectedIndex: .int(selected ?? -1), .accessibleLabel: .string(accessibleLabel)],
      handlers: [.selectionChanged: .index(onSelect)]
    )
  }

  /// A thin line between views, horizontal unless `vertical`.
  public static func separator(vertical: Bool = false) -> View {
    View(.separator, properties: [.vertical: .bool(vertical)])
  }

  /// A busy indicator that spins while `spinning` is true.
  public static func spinner(spinning: Bool = true) -> View {
    View(.spinner, properties: [.spinning: .bool(spinning)])
  }

  /// An icon from the icon theme by name ("edit-find-symbolic"), `pixelSize` pixels square (default 16).
  public static func image(_ icon: String, pixelSize: Int = 16) -> View {
    View(.image, properties: [.iconName: .string(icon), .pixelSize: .int(pixelSize)])
  }

  /// A virtualized list: widgets exist only for visible rows, a changed row rebinds only that row.
  /// `selection` is the key of the row the app shows selected; `onSelect` hears the user choose one (a
  /// list whose choice matters to nobody leaves both out).
  public static func list(
    _ rows: any ListContent,
    selection: String? = nil,
    scrollTo: String? = nil,
    accessibleLabel: String,
    onSelect: ValueHandler<String?>? = nil,
    onActivate: ValueHandler<String?>? = nil
  ) -> View {
    var properties: PropertyList = [
      .accessibleLabel: .string(accessibleLabel),
      .hexpand: .bool(true),
      .vexpand: .bool(true),
    ]
    if let selection { properties[.selectedKey] = .string(selection) }
    if let scrollTo { properties[.scrollToKey] = .string(scrollTo) }
    var handlers: [Event : EventHandler] = [:]
    if let onSelect { handlers[.selectionChanged] = .key(onSelect) }
    if let onActivate { handlers[.rowActivated] = .key(onActivate) }
    return View(.list, properties: properties, handlers: handlers, rows: rows)
  }

  /// A calendar to pick a day (put it in a `popoverButton` for a compact date choice).
  public static func calendar(day: Day, onSelect: ValueHandler<Day>) -> View {
    View(.calendar, properties: [.date: .day(day)], handlers: [.dayChanged: .day(onSelect)])
  }

  /// Custom drawing on a toolkit-neutral `Canvas`. `version` changes whenever the drawing must be redone.
  /// With `onInput` the area takes keyboard focus and reports drags, scrolls, pinches, double clicks
  /// and keys (give it an accessible name).
  public static func drawingArea<Version : Hashable>(
    version: Version,
    draw: @escaping @MainActor (any Canvas) -> Void,
    onPress: (@MainActor (Double, Double) -> Void)? = nil,
    onInput: (@MainActor (CanvasInput) -> Bool)? = nil
  ) -> View {
    var handlers: [Event : EventHandler] = [.draw: .draw(draw)]
    if let onPress { handlers[.pressed] = .point(onPress) }
    if let onInput { handlers[.canvasInput] = .canvasInput(onInput) }
    return View(
      .drawingArea,
      properties: [.drawVersion: .int(version.hashValue), .hexpand: .bool(true), .vexpand: .bool(true)],
      handlers: handlers
    )
  }
}
