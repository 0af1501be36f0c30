//  View+ContextMenu.swift

extension View {
  /// A menu that pops up over this view on a right click, the Menu key or Shift+F10 (the view takes
  /// keyboard focus for that). Its items activate window actions, as a menu button's do.
  public func contextMenu(_ menu: Menu) -> View {
    self.with(.contextMenu, .menu(menu))
  }
}
