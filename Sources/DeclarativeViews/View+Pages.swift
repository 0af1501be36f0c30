//  View+Pages.swift

extension View {
  /// Pages of which one shows at a time, with a row of buttons (a stack switcher) to choose it.
  /// Each child is a page: give it `.page(_:title:)`. `visible` names the page shown.
  public static func stack(
    visible: String?,
    onSwitch: ValueHandler<String?>,
    @ViewBuilder pages: () -> [View]
  ) -> View {
    var properties: PropertyList = [:]
    if let visible { properties[.visiblePage] = .string(visible) }
    return View(.stack, properties: properties, handlers: [.pageChanged: .key(onSwitch)], children: pages())
  }

  /// Pages with GNOME's adaptive view switcher (AdwViewStack): their titles and icons on top while they
  /// fit the width, in a bar at the bottom when they do not (a narrow window). Each child is a page:
  /// give it `.page(_:title:icon:)`. `visible` names the page shown; `onSwitch` gets the one the user chose.
  ///
  /// ```swift
  /// View.viewStack(visible: local.page, onSwitch: context.set(\.page)) {
  ///   ListPage().page("list", title: tr("List"), icon: "view-list-symbolic")
  ///   MapPage().page("map", title: tr("Map"), icon: "mark-location-symbolic")
  /// }
  /// ```
  public static func viewStack(
    visible: String?,
    onSwitch: ValueHandler<String?>,
    @ViewBuilder pages: () -> [View]
  ) -> View {
    var view = View.stack(visible: visible, onSwitch: onSwitch, pages: pages)
    view.kind = .viewStack
    return view
  }

  /// Pages in tabs (AdwTabView with its AdwTabBar), one shown at a time: each child is a page, given
  /// `.page(_:title:)` (or with an icon). `selected` names the page shown, `onSelect` gets the one the user
  /// chose. A tab's close button asks `onClose` (with the page's name): the tab goes when the description
  /// leaves its page out, so the app decides (unsaved work can be kept).
  ///
  /// ```swift
  /// View.tabView(selected: local.document, onSelect: context.set(\.document), onClose: context.send { .close($0) }) {
  ///   for document in state.documents { DocumentView(document).page(document.id, title: document.title) }
  /// }
  /// ```
  public static func tabView(
    selected: String?,
    onSelect: ValueHandler<String?>,
    onClose: ValueHandler<String?>,
    @ViewBuilder pages: () -> [View]
  ) -> View {
    var properties: PropertyList = [:]
    if let selected { properties[.visiblePage] = .string(selected) }
    return View(.tabView, properties: properties, handlers: [.pageChanged: .key(onSelect), .tabClosed: .key(onClose)], children: pages())
  }

  /// A titled section whose child shows only while it is expanded.
  public static func expander(
    _ label: String,
    isExpanded: Bool,
    onToggle: ValueHandler<Bool>,
    @ViewBuilder content: () -> [View]
  ) -> View {
    View(
      .expander,
      properties: [.label: .string(label), .expanded: .bool(isExpanded)],
      handlers: [.toggled: .bool(onToggle)],
      children: content()
    )
  }

  /// Makes this view a page of a `stack`: `name` identifies it (and keys it), `title` is its switcher button.
  public func page(_ name: String, title: String) -> View {
    self.key(name).with(.pageName, .string(name)).with(.pageTitle, .string(title))
  }

  /// Makes this view a page of a `viewStack`: `name` identifies it (and keys it), `title` and `icon` are
  /// its switcher button.
  public func page(_ name: String, title: String, icon: String) -> View {
    self.page(name, title: title).with(.pageIcon, .string(icon))
  }
}
