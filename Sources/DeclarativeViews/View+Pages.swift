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
}
