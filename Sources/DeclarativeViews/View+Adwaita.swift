//  View+Adwaita.swift

/// The libadwaita kinds: GNOME's application window, header bar, toasts, status pages, message dialogs
/// and preference rows. Same guarantees as the other kinds: updated in place, values set by the program
/// never come back as events, every control has an accessible name.
extension View {
  /// A GNOME application window (AdwApplicationWindow): a header bar `.slot(.titlebar)` above one content
  /// child. `actions` are its menu, button and keyboard actions, as for `window(title:width:height:actions:content:)`.
  public static func applicationWindow(
    title: String,
    width: Int = 480,
    height: Int = 360,
    actions: [WindowAction] = [],
    @ViewBuilder content: () -> [View]
  ) -> View {
    var view = View.window(title: title, width: width, height: height, actions: actions, content: content)
    view.kind = .applicationWindow
    return view
  }

  /// A header bar (AdwHeaderBar) titled by an AdwWindowTitle: a title and, when set, a subtitle.
  /// Children go `.slot(.start)` or `.slot(.end)`; `titleButtons` false hides the window's close button
  /// (dialogs with Cancel in their header bar).
  public static func adwHeaderBar(title: String, subtitle: String? = nil, titleButtons: Bool = true, @ViewBuilder content: () -> [View] = { [] }) -> View {
    var properties: PropertyList = [.title: .string(title), .slot: .slot(.titlebar), .titleButtons: .bool(titleButtons)]
    if let subtitle { properties[.subtitle] = .string(subtitle) }
    return View(.adwHeaderBar, properties: properties, children: content())
  }

  /// Panes side by side while the window is wide enough for all of them, one at a time when it is not
  /// (AdwLeaflet, GNOME's adaptive layout). `showing` is the pane a folded leaflet shows: its position
  /// among the panes (separators between them are not panes and never shown alone). The user goes back
  /// with a swipe, Alt+Left or the mouse's back button; `onNavigate` gets the pane then shown. `onFold`
  /// gets whether it folded (true) or unfolded, so the window can offer a back button while it is folded.
  /// A pane's width request (`size(width:)`) is what it needs: the leaflet folds when they do not fit.
  ///
  /// ```swift
  /// View.leaflet(showing: local.pane, onNavigate: .run { pane in context.update { $0.pane = pane ?? 0 } },
  ///              onFold: context.set(\.isFolded)) {
  ///   CategoryList().size(width: 200)
  ///   View.separator(vertical: true)
  ///   AnimalList().size(width: 280)
  /// }
  /// ```
  public static func leaflet(
    showing pane: Int,
    onNavigate: ValueHandler<Int?>,
    onFold: ValueHandler<Bool>,
    @ViewBuilder panes: () -> [View]
  ) -> View {
    View(
      .leaflet,
      properties: [.selectedIndex: .int(pane)],
      handlers: [.selectionChanged: .index(onNavigate), .foldChanged: .bool(onFold)],
      children: panes()
    )
  }

  /// GNOME's preferences window (AdwPreferencesWindow) over the window it is a child of, shown while it is
  /// in the description: its pages (`preferencesPage`) of groups of rows, with a search of their titles.
  /// `onClose` is called when the user closes it (Escape or the close button): the description then
  /// leaves it out.
  ///
  /// ```swift
  /// if local.showsPreferences {
  ///   View.preferencesWindow(title: tr("Preferences"), onClose: { context.update { $0.showsPreferences = false } }) {
  ///     View.preferencesPage(title: tr("General"), icon: "preferences-system-symbolic") {
  ///       View.preferencesGroup(title: tr("Appearance")) { … }
  ///     }
  ///   }
  /// }
  /// ```
  public static func preferencesWindow(
    title: String,
    width: Int = 640,
    height: Int = 560,
    onClose: @escaping @MainActor () -> Void,
    @ViewBuilder pages: () -> [View]
  ) -> View {
    View(
      .preferencesWindow,
      properties: [.title: .string(title), .defaultWidth: .int(width), .defaultHeight: .int(height)],
      handlers: [.closeRequested: .void(onClose)],
      children: pages()
    )
  }

  /// A page of a preferences window (AdwPreferencesPage): its title and icon name its switcher button
  /// when the window has several pages; its children are groups (`preferencesGroup`).
  public static func preferencesPage(title: String, icon: String, @ViewBuilder groups: () -> [View]) -> View {
    View(.preferencesPage, properties: [.title: .string(title), .iconName: .string(icon)], children: groups())
  }

  /// Pages the user swipes, scrolls or drags through one at a time, with dots below showing which
  /// (AdwCarousel): `page` is the one shown (its position), `onPage` gets the one the user went to.
  ///
  /// ```swift
  /// View.carousel(page: state.slide, onPage: context.send { .showSlide($0) }) {
  ///   for photo in photos { View.image(file: photo.path, pixelSize: 256) }
  /// }
  /// ```
  public static func carousel(page: Int, onPage: ValueHandler<Int?>, @ViewBuilder pages: () -> [View]) -> View {
    View(.carousel, properties: [.selectedIndex: .int(page)], handlers: [.selectionChanged: .index(onPage)], children: pages())
  }

  /// Shows `toast` over its one child (AdwToastOverlay): once per toast id. `onDismiss` gets the id of a
  /// toast that went away (timed out, closed by the user, or its button pressed).
  public static func toastOverlay(toast: Toast?, onDismiss: ValueHandler<String?>? = nil, @ViewBuilder content: () -> [View]) -> View {
    var properties: PropertyList = [:]
    if let toast { properties[.toast] = .toast(toast) }
    var handlers: [Event : EventHandler] = [:]
    if let onDismiss { handlers[.toastDismissed] = .key(onDismiss) }
    return View(.toastOverlay, properties: properties, handlers: handlers, children: content())
  }

  /// An empty or error state (AdwStatusPage): a large icon, a title, a description and an optional child
  /// (a button that offers a way out).
  public static func statusPage(icon: String, title: String, description: String? = nil, @ViewBuilder content: () -> [View] = { [] }) -> View {
    var properties: PropertyList = [.iconName: .string(icon), .title: .string(title), .hexpand: .bool(true), .vexpand: .bool(true)]
    if let description { properties[.body] = .string(description) }
    return View(.statusPage, properties: properties, children: content())
  }

  /// A question in a modal dialog over the window it is a child of (AdwMessageDialog), shown while it is
  /// in the tree. `onResponse` gets the id of the chosen response; Escape chooses `responses.closeResponse`.
  public static func messageDialog(heading: String, body: String, responses: DialogResponses, onResponse: ValueHandler<String>) -> View {
    View(
      .messageDialog,
      properties: [.title: .string(heading), .body: .string(body), .responses: .responses(responses)],
      handlers: [.response: .key(onResponse.pullback { [closeResponse = responses.closeResponse] id in id ?? closeResponse })]
    )
  }

  /// A titled group of rows (AdwPreferencesGroup), drawn as a boxed list.
  public static func preferencesGroup(title: String? = nil, description: String? = nil, @ViewBuilder content: () -> [View]) -> View {
    var properties: PropertyList = [:]
    if let title { properties[.title] = .string(title) }
    if let description { properties[.body] = .string(description) }
    return View(.preferencesGroup, properties: properties, children: content())
  }

  /// A row with a title, a subtitle and suffix children (AdwActionRow); with `onActivate` the whole row
  /// is a button. `suffix` has no default so that a trailing closure is always the suffix, never `onActivate`.
  public static func actionRow(title: String, subtitle: String? = nil, onActivate: (@MainActor () -> Void)? = nil, @ViewBuilder suffix: () -> [View]) -> View {
    var properties: PropertyList = [.title: .string(title), .activatable: .bool(onActivate != nil)]
    if let subtitle { properties[.subtitle] = .string(subtitle) }
    var handlers: [Event : EventHandler] = [:]
    if let onActivate { handlers[.clicked] = .void(onActivate) }
    return View(.actionRow, properties: properties, handlers: handlers, children: suffix())
  }

  /// A text entry in a row titled `title` (AdwEntryRow); the program's `text` never echoes back as `onChange`.
  /// `onSubmit` runs when the user presses Enter in it.
  public static func entryRow(
    title: String,
    text: String,
    onChange: ValueHandler<String>,
    onSubmit: (@MainActor () -> Void)? = nil
  ) -> View {
    View(
      .entryRow,
      properties: [.title: .string(title), .text: .string(text), .accessibleLabel: .string(title)],
      handlers: Self.textHandlers(onChange, onSubmit)
    )
  }

  /// A choice among `choices` in a row titled `title` (AdwComboRow); `selected` nil shows no choice.
  public static func comboRow(title: String, choices: [String], selected: Int?, onSelect: ValueHandler<Int?>) -> View {
    View(
      .comboRow,
      properties: [
        .title: .string(title), .choices: .strings(choices), .selectedIndex: .int(selected ?? -1), .accessibleLabel: .string(title),
      ],
      handlers: [.selectionChanged: .index(onSelect)]
    )
  }

  /// A button with a menu on its side (AdwSplitButton): a click runs `action`, the arrow opens `menu`.
  public static func splitButton(label: String? = nil, icon: String? = nil, accessibleLabel: String, menu: Menu, action: @escaping @MainActor () -> Void) -> View {
    var properties: PropertyList = [
      .menu: .menu(menu), .accessibleLabel: .string(accessibleLabel), .tooltip: .string(accessibleLabel),
    ]
    if let label { properties[.label] = .string(label) }
    if let icon { properties[.iconName] = .string(icon) }
    return View(.splitButton, properties: properties, handlers: [.clicked: .void(action)])
  }
}
