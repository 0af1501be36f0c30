//  HandlerTable.swift

/// The current handlers of one mounted widget. Signals are connected once, when the widget is made,
/// and call through this table; a render swaps the closures instead of reconnecting signals.
@MainActor public final class HandlerTable {
  public private(set) var handlers: [Event : EventHandler]

  public init(_ handlers: [Event : EventHandler] = [:]) {
    self.handlers = handlers
  }

  @usableFromInline func replace(with handlers: [Event : EventHandler]) {
    self.handlers = handlers
  }

  public subscript(event: Event) -> EventHandler? {
    self.handlers[event]
  }

  public func fire(_ event: Event) {
    if case .void(let body)? = self.handlers[event] { body() }
  }

  public func fire(_ event: Event, text: String) {
    if case .text(let body)? = self.handlers[event] { body(text) }
  }

  public func fire(_ event: Event, bool: Bool) {
    if case .bool(let body)? = self.handlers[event] { body(bool) }
  }

  public func fire(_ event: Event, index: Int?) {
    if case .index(let body)? = self.handlers[event] { body(index) }
  }

  public func fire(_ event: Event, key: String?) {
    if case .key(let body)? = self.handlers[event] { body(key) }
  }

  public func fire(_ event: Event, day: Day) {
    if case .day(let body)? = self.handlers[event] { body(day) }
  }

  public func fire(_ event: Event, x: Double, y: Double) {
    if case .point(let body)? = self.handlers[event] { body(x, y) }
  }

  /// Calls the `.double` handler of `event`, if the view has one.
  public func fire(_ event: Event, double: Double) {
    if case .double(let body)? = self.handlers[event] { body(double) }
  }

  /// Calls the `.sort` handler of `event`, if the view has one.
  public func fire(_ event: Event, sort: TableSort?) {
    if case .sort(let body)? = self.handlers[event] { body(sort) }
  }
}
