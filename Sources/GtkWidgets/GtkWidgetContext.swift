//  GtkWidgetContext.swift

import CGtk
import DeclarativeViews

/// What a custom widget (`GtkWidgetRepresentable`) gets from the backend: the description it shows now,
/// a way to send what the user did to the window's store, and signal connections that end when the
/// widget is dismantled (connect to the widget, to objects it holds, or to objects that outlive it, such
/// as the style manager).
///
/// ```swift
/// context.connect(buffer, signal: "changed") { context in
///   context.send(\.onChange, text(of: buffer))
/// }
/// ```
@MainActor public final class GtkWidgetContext<Widget : GtkWidgetRepresentable> {
  /// The description the widget shows: the last render's. A signal handler reads the handlers of this
  /// one, not of the value that made the widget.
  public private(set) var current: Widget
  /// The widget `makeWidget` returned (nil while it runs, and once it is dismantled).
  public private(set) var widget: GtkWidgetPointer?
  /// Whether the backend is making or updating the widget now: what the widget reports meanwhile is the
  /// program's doing, and `send` drops it.
  public private(set) var isUpdating = false
  private let handlers: HandlerTable
  /// The connections made through the context, disconnected when the widget is dismantled. The context
  /// holds a reference to each object connected to other than the widget, so that it still exists then.
  private var connections: [(instance: UnsafeMutableRawPointer, handler: gulong)] = []

  init(_ widget: Widget, handlers: HandlerTable) {
    self.current = widget
    self.handlers = handlers
  }

  /// Gives `value` to the handler of the current description at `handler`: the action it makes goes to
  /// the window's store. Nothing is sent while the backend makes or updates the widget, or once its
  /// window closed.
  public func send<Value : EventValue>(_ handler: KeyPath<Widget, ValueHandler<Value>>, _ value: Value) {
    guard !self.isUpdating else { return }
    self.handlers.fire(self.current[keyPath: handler], value: value)
  }

  /// Like `send(_:_:)`, for a handler the description may leave out.
  public func send<Value : EventValue>(_ handler: KeyPath<Widget, ValueHandler<Value>?>, _ value: Value) {
    guard !self.isUpdating, let handler = self.current[keyPath: handler] else { return }
    self.handlers.fire(handler, value: value)
  }

  /// Sends the message the current description holds at `message` (an event without a value: a
  /// button of the widget was pressed), if it holds one.
  public func send(_ message: KeyPath<Widget, Message?>) {
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

/// A mounted custom widget, whatever its description's type: what `CustomWidgetHost` keeps.
@MainActor protocol MountedCustomWidget : AnyObject {
  /// The widget made.
  var widget: GtkWidgetPointer? { get }
  /// Brings the widget to `description`; false when it is of another type (the widget must be replaced).
  func update(to description: any CustomWidget) -> Bool
  /// Lets the description release what it set up, and ends the context's connections.
  func dismantle()
}

extension GtkWidgetContext : MountedCustomWidget {
  func update(to description: any CustomWidget) -> Bool {
    guard let next = description as? Widget else { return false }
    guard next != self.current, let widget = self.widget else { return true }
    self.isUpdating = true
    defer { self.isUpdating = false }
    next.updateWidget(widget, from: self.current, context: self)
    self.current = next
    return true
  }

  func dismantle() {
    guard let widget = self.widget else { return }
    self.isUpdating = true
    Widget.dismantleWidget(widget, context: self)
    for (instance, handler) in self.connections {
      cgtk_disconnect(instance, handler)
      if instance != UnsafeMutableRawPointer(widget) { cgtk_unref(instance) }
    }
    self.connections = []
    self.widget = nil
  }
}
