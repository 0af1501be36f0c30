//  GtkWidgetContext.swift

import CGtk
import DeclarativeViews

/// What a custom widget (`GtkWidgetRepresentable`) or a widget modifier (`GtkWidgetModifier`) gets from
/// the backend: the description it shows now,
/// a way to send what the user did to the window's store, and signal connections that end when the
/// widget is dismantled (connect to the widget, to objects it holds, or to objects that outlive it, such
/// as the style manager).
///
/// ```swift
/// context.connect(buffer, signal: "changed") { context in
///   context.send(\.onChange, text(of: buffer))
/// }
/// ```
@MainActor public final class GtkWidgetContext<Description : CustomWidget> {
  /// The description the widget shows: the last render's. A signal handler reads the handlers of this
  /// one, not of the value that made the widget.
  public private(set) var current: Description
  /// The widget: the one `makeWidget` returned (nil while it runs), or the view's own for a modifier;
  /// nil once dismantled.
  public internal(set) var widget: GtkWidgetPointer?
  /// Whether the backend is making or updating the widget now: what the widget reports meanwhile is the
  /// program's doing, and `send` drops it.
  public private(set) var isUpdating = false
  private let handlers: HandlerTable
  /// The connections made through the context, disconnected when the widget is dismantled. The context
  /// holds a reference to each object connected to other than the widget, so that it still exists then.
  fileprivate var connections: [(instance: UnsafeMutableRawPointer, handler: gulong)] = []

  init(_ description: Description, handlers: HandlerTable, widget: GtkWidgetPointer? = nil) {
    self.current = description
    self.handlers = handlers
    self.widget = widget
  }

  /// Gives `value` to the handler of the current description at `handler`: the action it makes goes to
  /// the window's store. Nothing is sent while the backend makes or updates the widget, or once its
  /// window closed.
  public func send<Value : EventValue>(_ handler: KeyPath<Description, ValueHandler<Value>>, _ value: Value) {
    guard !self.isUpdating else { return }
    self.handlers.fire(self.current[keyPath: handler], value: value)
  }

  /// Like `send(_:_:)`, for a handler the description may leave out.
  public func send<Value : EventValue>(_ handler: KeyPath<Description, ValueHandler<Value>?>, _ value: Value) {
    guard !self.isUpdating, let handler = self.current[keyPath: handler] else { return }
    self.handlers.fire(handler, value: value)
  }

  /// Sends the message the current description holds at `message` (an event without a value: a
  /// button of the widget was pressed), if it holds one.
  public func send(_ message: KeyPath<Description, Message?>) {
    guard !self.isUpdating, let message = self.current[keyPath: message] else { return }
    self.handlers.send(message)
  }

  /// Calls `body` when `instance` (the widget, or an object it owns such as a text buffer) emits
  /// `signal`, a signal whose handler takes no argument and returns nothing (`clicked`, `changed`,
  /// `activate`). The connection ends when the widget is dismantled.
  @discardableResult
  public func connect(_ instance: UnsafeMutableRawPointer, signal: String, _ body: @escaping @MainActor (GtkWidgetContext) -> Void) -> gulong {
    let handler = Signal.connect(instance, signal) { [weak self] in
      guard let self else { return }
      body(self)
    }
    self.remember(instance, handler)
    return handler
  }

  /// Calls `body` when `property` of `instance` changes (GObject's `notify::property`).
  @discardableResult
  public func observe(_ instance: UnsafeMutableRawPointer, property: String, _ body: @escaping @MainActor (GtkWidgetContext) -> Void) -> gulong {
    let handler = Signal.connectPointer(instance, "notify::\(property)") { [weak self] _ in
      guard let self else { return }
      body(self)
    }
    self.remember(instance, handler)
    return handler
  }

  private func remember(_ instance: UnsafeMutableRawPointer, _ handler: gulong) {
    self.connections.append((instance, handler))
    // A reference to the widget itself would keep it forever (and it is disposed of before it goes).
    if let widget = self.widget, UnsafeMutableRawPointer(widget) == instance { return }
    cgtk_ref(instance)
  }

  /// Runs `body` as the backend's change: what the widget reports meanwhile is not sent.
  func updating(_ body: () -> Void) {
    let wasUpdating = self.isUpdating
    self.isUpdating = true
    defer { self.isUpdating = wasUpdating }
    body()
  }

  /// Replaces the description (the backend applied the new one).
  func replace(with description: Description) {
    self.current = description
  }

  /// Ends the connections made through the context.
  func endConnections() {
    let widget = self.widget.map(UnsafeMutableRawPointer.init)
    for (instance, handler) in self.connections {
      cgtk_disconnect(instance, handler)
      if instance != widget { cgtk_unref(instance) }
    }
    self.connections = []
  }
}

extension GtkWidgetContext where Description : GtkWidgetRepresentable {
  /// Makes the widget for the current description.
  func make() -> GtkWidgetPointer {
    self.isUpdating = true
    defer { self.isUpdating = false }
    let widget = self.current.makeWidget(context: self)
    self.widget = widget
    // Connections `makeWidget` made to the widget itself, before the context knew it: not held.
    for (instance, _) in self.connections where instance == UnsafeMutableRawPointer(widget) {
      cgtk_unref(instance)
    }
    return widget
  }
}

/// A mounted custom widget, whatever its description's type: what its widget keeps (`GtkBackend+Custom.swift`).
@MainActor protocol MountedCustomWidget : AnyObject {
  /// The widget made.
  var widget: GtkWidgetPointer? { get }
  /// Brings the widget to `description`; false when it is of another type (the widget must be replaced).
  func update(to description: any CustomWidget) -> Bool
  /// Lets the description release what it set up, and ends the context's connections.
  func dismantle()
}

extension GtkWidgetContext : MountedCustomWidget where Description : GtkWidgetRepresentable {
  func update(to description: any CustomWidget) -> Bool {
    guard let next = description as? Description else { return false }
    guard next != self.current, let widget = self.widget else { return true }
    self.updating { next.updateWidget(widget, from: self.current, context: self) }
    self.current = next
    return true
  }

  func dismantle() {
    guard let widget = self.widget else { return }
    self.isUpdating = true
    Description.dismantleWidget(widget, context: self)
    self.endConnections()
    self.widget = nil
  }
}
