//  Menu.swift

/// A menu of a menu button (a GMenu): sections of items, each naming a window action.
public struct Menu : Hashable, Sendable {
  /// The sections, shown in order with separators between them.
  public var sections: [MenuSection]

  /// A menu of `sections`.
  public init(_ sections: [MenuSection]) {
    self.sections = sections
  }

  /// A menu of one section of `items`.
  public init(_ items: [MenuItem]) {
    self.sections = [MenuSection(items)]
  }
}

/// A group of menu items, set apart from the others by a separator or its label.
public struct MenuSection : Hashable, Sendable {
  /// The section's heading; nil for none.
  public var label: String?
  /// The section's items, in order.
  public var items: [MenuItem]

  /// A section of `items`, with an optional heading.
  public init(label: String? = nil, _ items: [MenuItem]) {
    self.label = label
    self.items = items
  }
}

/// One entry of a menu: a label that activates a window action.
public struct MenuItem : Hashable, Sendable {
  /// What the user sees ("Undo").
  public var label: String
  /// The name of a `WindowAction` of the window ("undo", not "win.undo").
  public var action: String

  /// An item labelled `label` that activates the window action named `action` ("name::value" chooses
  /// a value of a radio action).
  public init(_ label: String, action: String) {
    self.label = label
    self.action = action
  }

  /// An item that shows and activates `action` (its title is the label).
  ///
  /// ```swift
  /// MenuSection([MenuItem(undo), MenuItem(redo)])
  /// ```
  public init(_ action: WindowAction) {
    self.init(action.title ?? action.name, action: action.name)
  }

  /// A radio item labelled `label` that chooses `value` of the radio action `action`.
  public init(_ label: String, choosing value: String, of action: WindowAction) {
    self.init(label, action: WindowAction.detailed(action.name, value))
  }
}
