//  Message.swift

/// An action a control sends to its window's store, as data: two messages are equal when their actions
/// are (for an `Equatable` action type), so a test can ask which action a control sends and an unchanged
/// handler is an unchanged value. The window delivers it (`HandlerGate.deliver`); a window context makes
/// one with the app's action type (`context.send(.didTapIncrement)`).
///
/// ```swift
/// let message = Message(CounterAction.didTapIncrement)
/// View.button("Increment", send: message)
/// ```
// Unchecked: `isEqual` only compares with a copy of the (sendable) action it captured.
public struct Message : @unchecked Sendable, Hashable, CustomStringConvertible {
  /// The action, of the app's action type.
  public let action: any Sendable
  private let isEqual: (any Sendable) -> Bool
  /// The action's type: messages of two types never compare equal (an identifier, not its name, which a
  /// render would print for every control).
  private let actionType: ObjectIdentifier

  /// A message carrying `action`.
  public init<Action : Sendable>(_ action: Action) {
    self.action = action
    self.actionType = ObjectIdentifier(Action.self)
    if let equatable = action as? any Equatable {
      self.isEqual = Self.comparer(equatable)
    } else {
      self.isEqual = { _ in false }
    }
  }

  // The action is the `Action` value: sendable, whatever the existential the cast opened says.
  private static func comparer<Value : Equatable>(_ value: Value) -> (any Sendable) -> Bool {
    { other in (other as? Value) == value }
  }

  /// The action as written in Swift (`didTapUndo`, `select(id: 3)`).
  public var description: String {
    String(describing: self.action)
  }

  /// A name for a window action (GAction) that sends this message: the action's description with
  /// anything but letters, digits, `-` and `.` made `-` (`didTapUndo`, `select-id--3-`).
  public var actionName: String {
    String(self.description.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
  }

  public static func == (lhs: Message, rhs: Message) -> Bool {
    lhs.actionType == rhs.actionType && lhs.isEqual(rhs.action)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.actionType)
    hasher.combine(self.description)
  }
}
