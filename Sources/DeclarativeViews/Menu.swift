//  Menu.swift

/// A menu of a menu button (a GMenu): sections of items, each naming a window action.
public struct Menu : Hashable, Sendable {
  public var sections: [MenuSection]

  public init(_ sections: [MenuSection]) {
    self.sections = sections
  }

  public init(_ items: [MenuItem]) {
    self.sections = [MenuSection(items)]
  }
}

public struct MenuSection : Hashable, Sendable {
  public var label: String?
  public var items: [MenuItem]

  public init(label: String? = nil, _ items: [MenuItem]) {
    self.label = label
    self.items = items
  }
}

public struct MenuItem : Hashable, Sendable {
  public var label: String
  /// The name of a `WindowAction` of the window ("undo", not "win.undo").
  public var action: String

  public init(_ label: String, action: String) {
    self.label = label
    self.action = action
  }
}
