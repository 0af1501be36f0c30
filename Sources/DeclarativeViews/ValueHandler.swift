//  ValueHandler.swift

/// What a view does with the value a widget reports (an entry's text, a switch's state, a chosen row's
/// key): usually data, so that a test can ask which action a control sends and an unchanged handler is
/// an unchanged value (a component given one keeps its last body).
///
/// - `context.send { .rename(id, $0) }` sends an action made from the value to the store;
/// - `context.set(\.draft)` stores the value in the window's local state;
/// - `.run { value in … }` runs a closure, for the rare handler that needs one (never equal to another).
///
/// ```swift
/// View.entry(text: context.local.draft, accessibleLabel: "New to-do", onChange: context.set(\.draft))
/// View.toggle(isOn: isDone, accessibleLabel: title, onToggle: context.send { .setDone(id, $0) })
/// ```
// Unchecked: its closures run only on the main actor (`body`) or are `@Sendable` (`makeMessage`); its
// identity is an immutable call site or key path. Sendable, so that a component holding one gets the
// synthesized `==`.
public struct ValueHandler<Value : EventValue> : Equatable, @unchecked Sendable {
  @usableFromInline let body: @MainActor (Value, _ deliver: (Message) -> Void) -> Void
  /// The message sent for a value (the `send` form).
  private let makeMessage: (@Sendable (Value) -> Message)?
  /// What a handler of the same code is identified by (its call site, or the local state it sets); nil
  /// for a closure, which equals nothing.
  private let identity: AnyHashable?

  /// A handler that runs `body` with the value.
  ///
  /// ```swift
  /// View.entry(text: query, accessibleLabel: tr("Search"), onChange: .run { text in search(text) })
  /// ```
  public static func run(_ body: @escaping @MainActor (Value) -> Void) -> ValueHandler {
    ValueHandler(body: { value, _ in body(value) }, makeMessage: nil, identity: nil)
  }

  /// A handler that sends the message `message` makes of the value. Two such handlers are equal when they
  /// come from the same call site (`fileID`, `line`, `column`) and make equal messages of the same sample
  /// values (`EventValue.samples`): what the closure captured is compared through what it makes. A
  /// window context makes these with the app's action type (`context.send { .rename(id, $0) }`).
  public init(
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column,
    message: @escaping @Sendable (Value) -> Message
  ) {
    self.init(
      body: { value, deliver in deliver(message(value)) },
      makeMessage: message,
      identity: CallSite(fileID: "\(fileID)", line: line, column: column)
    )
  }

  /// A handler that gives the value to `apply`, identified by `identity` (the key path of the local state
  /// it sets): two with equal identities are equal. A window context makes these (`context.set(\.draft)`).
  public init(setting identity: some Hashable, apply: @escaping @MainActor (Value) -> Void) {
    self.init(body: { value, _ in apply(value) }, makeMessage: nil, identity: AnyHashable(identity))
  }

  private init(body: @escaping @MainActor (Value, (Message) -> Void) -> Void, makeMessage: (@Sendable (Value) -> Message)?, identity: AnyHashable?) {
    self.body = body
    self.makeMessage = makeMessage
    self.identity = identity
  }

  /// The message this handler sends for `value`, if it sends one: what a test asks of a control.
  public func message(for value: Value) -> Message? {
    self.makeMessage?(value)
  }

  /// Handles `value`: runs the closure, stores the value, or gives the message to `deliver`.
  @MainActor func handle(_ value: Value, deliver: (Message) -> Void) {
    self.body(value, deliver)
  }

  /// This handler for values of another type, converted by `transform` (a dialog's optional response
  /// made its close response). Fixed per builder: its identity stays the same.
  func pullback<Other : EventValue>(_ transform: @escaping @Sendable (Other) -> Value) -> ValueHandler<Other> {
    let body = self.body
    var makeOther: (@Sendable (Other) -> Message)?
    if let make = self.makeMessage {
      makeOther = { value in make(transform(value)) }
    }
    return ValueHandler<Other>(
      body: { value, deliver in body(transform(value), deliver) },
      makeMessage: makeOther,
      identity: self.identity
    )
  }

  public static func == (lhs: ValueHandler, rhs: ValueHandler) -> Bool {
    guard let identity = lhs.identity, identity == rhs.identity else { return false }
    switch (lhs.makeMessage, rhs.makeMessage) {
    case (nil, nil): return true
    case (let left?, let right?): return Value.samples.allSatisfy { left($0) == right($0) }
    default: return false
    }
  }

  private struct CallSite : Hashable {
    let fileID: String
    let line: UInt
    let column: UInt
  }
}

/// A value a widget reports with an event: an entry's text (`String`), a switch's state (`Bool`), a
/// choice's index (`Int?`), a row's key (`String?`), a day, a number, a sort order. Its samples are what
/// two `ValueHandler`s from one call site are compared on.
public protocol EventValue : SendableMetatype {
  /// A few values unlike each other and unlike common input (an empty and an unusual text).
  static var samples: [Self] { get }
}

extension String : EventValue {
  public static var samples: [String] { ["", "\u{2063}sample\u{1}"] }
}

extension Bool : EventValue {
  public static var samples: [Bool] { [false, true] }
}

extension Int : EventValue {
  public static var samples: [Int] { [0, 7919] }
}

extension Double : EventValue {
  public static var samples: [Double] { [0, 7919.5] }
}

extension Day : EventValue {
  public static var samples: [Day] { [Day(year: 2000, month: 1, day: 1), Day(year: 2031, month: 7, day: 19)] }
}

extension TableSort : EventValue {
  public static var samples: [TableSort] { [TableSort(column: "", ascending: true), TableSort(column: "\u{2063}sample", ascending: false)] }
}

extension Optional : EventValue where Wrapped : EventValue {
  public static var samples: [Wrapped?] { [nil] + Wrapped.samples.map(Optional.some) }
}
