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

  /// A handler that sends the action `make` makes of a control's value (an entry's text, a switch's
  /// state): data a test can read (`View.sentMessage(on:value:)`), and equal to the handler the same call
  /// makes on the next render when it sends the same actions, so a component given it keeps its body.
  ///
  /// ```swift
  /// View.toggle(isOn: item.isDone, accessibleLabel: item.title, onToggle: context.send { .setDone(item.id, $0) })
  /// ```
  public func send<Value : EventValue>(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    _ make: @escaping @Sendable (Value) -> Action
  ) -> ValueHandler<Value> {
    ValueHandler(fileID: fileID, line: line, column: column) { Message(make($0)) }
  }

  /// A handler that stores a control's value in the window's local state at `keyPath` (nothing happens
  /// when it already holds that value): the short form of a closure that calls `update`, and data, equal
  /// to any other handler setting the same key path.
  ///
  /// ```swift
  /// View.entry(text: context.local.draft, accessibleLabel: "New to-do", onChange: context.set(\.draft))
  /// ```
  public func set<Value : EventValue & Equatable>(_ keyPath: WritableKeyPath<Local, Value>) -> ValueHandler<Value> {
    let host = self.host
    return ValueHandler(setting: keyPath) { [weak host] value in
      guard let host, host.local[keyPath: keyPath] != value else { return }
      host.updateLocal { $0[keyPath: keyPath] = value }
    }
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
