//  WindowContext+Actions.swift

import DeclarativeViews

extension WindowContext {
  /// `action` as a message a control sends to the store: data a test can read and compare.
  ///
  /// ```swift
  /// View.button(tr("Increment"), send: context.send(.didTapIncrement))
  /// ```
  public func send(_ action: Action) -> Message {
    Message(action)
  }

  /// A window action that sends `action`: one declaration for its button (`View.button(_:)`), menu
  /// item (`MenuItem(_:)`), keyboard shortcut and line in the shortcuts window. It is named after the
  /// action it sends (`didTapUndo`) unless given a `name` (what a context menu item or toast names).
  ///
  /// ```swift
  /// let undo = context.action(tr("Undo"), icon: "edit-undo-symbolic", shortcut: "<Control>z",
  ///                           isEnabled: canUndo, send: .didTapUndo)
  /// ```
  public func action(
    _ title: String,
    name: String? = nil,
    icon: String? = nil,
    shortcut: String? = nil,
    isEnabled: Bool = true,
    send action: Action
  ) -> WindowAction {
    var windowAction = WindowAction(title, icon: icon, shortcut: shortcut, isEnabled: isEnabled, send: Message(action))
    if let name { windowAction.name = name }
    return windowAction
  }
}
