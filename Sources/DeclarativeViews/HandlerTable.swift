//  HandlerTable.swift

/// The current handlers of one mounted widget. Signals are connected once, when the widget is made,
/// and call through this table; a render swaps the closures instead of reconnecting signals.
@MainActor public final class HandlerTable {
  /// The handlers of the last render, by event.
  // Main-actor confined: no run-time exclusivity check on the swap every render makes.
  @exclusivity(unchecked) public private(set) var handlers: [Event : EventHandler]
  /// The gate of the tree the widget belongs to: once it is closed, the table fires nothing.
  public let gate: HandlerGate?

  /// A table holding `handlers`, silent once `gate` (if any) is closed.
  public init(_ handlers: [Event : EventHandler] = [:], gate: HandlerGate? = nil) {
    self.handlers = handlers
    self.gate = gate
  }

  /// Whether the handlers may run: false once the window of the widget closed.
  public var isLive: Bool {
    self.gate?.isOpen ?? true
  }

  @usableFromInline func replace(with handlers: [Event : EventHandler]) {
    self.handlers = handlers
  }

  /// The handler of `event`, if any (none once the widget's window closed).
  public subscript(event: Event) -> EventHandler? {
    self.isLive ? self.handlers[event] : nil
  }

  /// The handler of `event` if it takes `shape`. One of another shape would never be called: debug
  /// builds stop with the reason (only package-level API can make such a view).
  private func handler(for event: Event, taking shape: EventHandler.Shape) -> EventHandler? {
    guard let handler = self[event] else { return nil }
    guard handler.shape == shape else {
      assertionFailure("The .\(event) handler takes .\(handler.shape.rawValue) but the widget reports .\(shape.rawValue): it would never be called")
      return nil
    }
    return handler
  }

  /// Calls the `.void` handler of `event`, or sends its message, if the view has one.
  public func fire(_ event: Event) {
    switch self.handler(for: event, taking: .void) {
    case .void(let body)?: body()
    case .send(let message)?: self.deliver(message)
    default: break
    }
  }

  private func deliver(_ message: Message) {
    guard let deliver = self.gate?.deliver else {
      assertionFailure("A view sends \(message), but its tree has no store to deliver it to (HandlerGate.deliver)")
      return
    }
    deliver(message)
  }

  /// Calls the `.text` handler of `event` with the widget's text, if the view has one.
  public func fire(_ event: Event, text: String) {
    if case .text(let handler)? = self.handler(for: event, taking: .text) { handler.handle(text, deliver: self.deliver) }
  }

  /// Calls the `.bool` handler of `event` with the new state, if the view has one.
  public func fire(_ event: Event, bool: Bool) {
    if case .bool(let handler)? = self.handler(for: event, taking: .bool) { handler.handle(bool, deliver: self.deliver) }
  }

  /// Calls the `.index` handler of `event` with the chosen position (nil: none), if the view has one.
  public func fire(_ event: Event, index: Int?) {
    if case .index(let handler)? = self.handler(for: event, taking: .index) { handler.handle(index, deliver: self.deliver) }
  }

  /// Calls the `.key` handler of `event` with the chosen row's key (nil: none), if the view has one.
  public func fire(_ event: Event, key: String?) {
    if case .key(let handler)? = self.handler(for: event, taking: .key) { handler.handle(key, deliver: self.deliver) }
  }

  /// Calls the `.day` handler of `event` with the chosen day, if the view has one.
  public func fire(_ event: Event, day: Day) {
    if case .day(let handler)? = self.handler(for: event, taking: .day) { handler.handle(day, deliver: self.deliver) }
  }

  /// Calls the `.point` handler of `event` with a position in widget coordinates, if the view has one.
  public func fire(_ event: Event, x: Double, y: Double) {
    if case .point(let body)? = self.handler(for: event, taking: .point) { body(x, y) }
  }

  /// Calls the `.double` handler of `event`, if the view has one.
  public func fire(_ event: Event, double: Double) {
    if case .double(let handler)? = self.handler(for: event, taking: .double) { handler.handle(double, deliver: self.deliver) }
  }

  /// Calls the `.sort` handler of `event`, if the view has one.
  public func fire(_ event: Event, sort: TableSort?) {
    if case .sort(let handler)? = self.handler(for: event, taking: .sort) { handler.handle(sort, deliver: self.deliver) }
  }

  /// Gives `value` to `handler` as this table's handlers get theirs: nothing once the window closed
  /// (a custom widget's handlers are fields of its description, not events of the table).
  public func fire<Value : EventValue>(_ handler: ValueHandler<Value>, value: Value) {
    guard self.isLive else { return }
    handler.handle(value, deliver: self.deliver)
  }

  /// Sends `message` to the window's store: nothing once the window closed.
  public func send(_ message: Message) {
    guard self.isLive else { return }
    self.deliver(message)
  }

  /// Calls the `.canvasInput` handler of `event`; false when there is none or it did not use the input.
  public func fire(_ event: Event, input: CanvasInput) -> Bool {
    if case .canvasInput(let body)? = self.handler(for: event, taking: .canvasInput) { return body(input) }
    return false
  }
}
