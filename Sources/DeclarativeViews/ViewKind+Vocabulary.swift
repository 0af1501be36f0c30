//  ViewKind+Vocabulary.swift

/// What each kind of widget has: the properties it honours and the events it reports, each with the
/// shape of handler it calls. The builders (`View.label`, `View.button`…) set only these, and outside
/// this package views can only be made by the builders, so a wrong property or handler for a kind
/// does not compile there. The reconciler checks every view against this table in debug builds, and
/// a backend implements exactly this table.
extension ViewKind {
  /// The properties any kind has: layout, looks, accessibility, tooltip, context menu, and the place
  /// a child takes in its parent (slot, stack page).
  public static let commonProperties: Set<Property> = [
    .accessibleLabel, .name, .tooltip, .cssClasses, .sensitive, .visible, .margin, .hexpand, .vexpand,
    .halign, .valign, .width, .height, .slot, .contextMenu, .pageName, .pageTitle, .dragValue, .dropTypes,
    .customModifiers, .pageIcon,
  ]

  /// The properties a widget of this kind honours besides the common ones.
  public var ownProperties: Set<Property> {
    switch self {
    case .window, .applicationWindow: [.title, .defaultWidth, .defaultHeight, .actions]
    case .dialog: [.title, .defaultWidth, .defaultHeight]
    case .headerBar: [.title, .subtitle]
    case .box: [.vertical, .spacing]
    case .label: [.text, .wrap, .xalign, .ellipsize, .selectable]
    case .button: [.label, .iconName, .hasFrame]
    case .menuButton, .splitButton: [.label, .iconName, .menu]
    case .entry, .searchEntry: [.text, .placeholder]
    case .checkButton: [.label, .active]
    case .switchToggle: [.active]
    case .dropDown: [.choices, .selectedIndex]
    case .separator: [.vertical]
    case .spinner: [.spinning]
    case .image: [.iconName, .file, .pixelSize]
    case .scrolled, .popover: []
    case .paned: [.vertical, .position]
    case .list, .gridView: [.selectedKey, .scrollToKey]
    case .columnView: [.selectedKey, .scrollToKey, .columns, .sortColumn, .sortAscending]
    case .calendar: [.date]
    case .drawingArea: [.drawVersion]
    case .textView: [.text, .editable]
    case .spinButton, .scale: [.minimum, .maximum, .step, .digits, .value]
    case .progressBar: [.value, .text]
    case .levelBar: [.minimum, .maximum, .value]
    case .radioGroup: [.vertical, .choices, .selectedIndex]
    case .stack: [.visiblePage]
    case .expander: [.label, .expanded]
    case .linkButton: [.label, .uri]
    case .fileChooser: [.title, .saveMode, .suggestedName, .folder]
    case .adwHeaderBar: [.title, .subtitle, .titleButtons]
    case .toastOverlay: [.toast]
    case .statusPage: [.iconName, .title, .body]
    case .messageDialog: [.title, .body, .responses]
    case .preferencesGroup: [.title, .body]
    case .actionRow: [.title, .subtitle, .activatable]
    case .entryRow: [.title, .text]
    case .comboRow: [.title, .choices, .selectedIndex]
    case .custom: [.custom]
    case .leaflet: [.selectedIndex]
    case .viewStack: [.visiblePage]
    case .carousel: [.selectedIndex]
    case .tabView: [.visiblePage]
    case .preferencesWindow: [.title, .defaultWidth, .defaultHeight]
    case .preferencesPage: [.title, .iconName]
    }
  }

  /// The events a widget of this kind reports, each with the shape of the handler it calls. Kinds
  /// with `.actions` also report `.action(name)` (or `.choice(name)`) for each of their actions (see `handlerShape(for:)`).
  public var events: [Event : EventHandler.Shape] {
    switch self {
    case .window, .applicationWindow, .dialog, .preferencesWindow: [.closeRequested: .void]
    case .button, .splitButton, .actionRow: [.clicked: .void]
    case .entry, .searchEntry, .entryRow: [.textChanged: .text, .submitted: .void]
    case .checkButton, .switchToggle, .expander: [.toggled: .bool]
    case .dropDown, .comboRow, .radioGroup: [.selectionChanged: .index]
    case .leaflet: [.selectionChanged: .index, .foldChanged: .bool]
    case .carousel: [.selectionChanged: .index]
    case .tabView: [.pageChanged: .key, .tabClosed: .key]
    case .list, .gridView: [.selectionChanged: .key, .rowActivated: .key]
    case .columnView: [.selectionChanged: .key, .rowActivated: .key, .sortChanged: .sort]
    case .calendar: [.dayChanged: .day]
    case .drawingArea: [.draw: .draw, .pressed: .point, .canvasInput: .canvasInput]
    case .textView: [.textChanged: .text]
    case .spinButton, .scale: [.valueChanged: .double]
    case .stack, .viewStack: [.pageChanged: .key]
    case .linkButton: [.linkClicked: .void]
    case .fileChooser: [.fileChosen: .text, .closeRequested: .void]
    case .messageDialog: [.response: .key]
    case .toastOverlay: [.toastDismissed: .key]
    case .headerBar, .box, .label, .menuButton, .separator, .spinner, .image, .scrolled, .paned, .popover,
      .progressBar, .levelBar, .adwHeaderBar, .statusPage, .preferencesGroup, .preferencesPage:
      [:]
    // A custom widget reports its events through its own context (`GtkWidgetContext.send`).
    case .custom: [:]
    }
  }

  /// Every property a widget of this kind honours.
  public var properties: Set<Property> {
    Self.commonProperties.union(self.ownProperties)
  }

  /// The shape of handler `event` calls on this kind, or nil when this kind never reports it.
  public func handlerShape(for event: Event) -> EventHandler.Shape? {
    if case .action = event { return self.ownProperties.contains(.actions) ? .void : nil }
    if case .choice = event { return self.ownProperties.contains(.actions) ? .text : nil }
    // Any view can take drops (`onDrop(_:)`, `onDropFiles(_:)`).
    if event == .dropped || event == .fileDropped { return .text }
    return self.events[event]
  }
}
