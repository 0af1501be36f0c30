//  EventHandler.swift

/// What a view does when a widget reports an event: usually data (a message to send, the local state to
/// set, see `ValueHandler`), a closure where one is needed.
public enum EventHandler {
  /// Gets nothing.
  case void(@MainActor () -> Void)
  /// Sends an action to the window's store (an event without a value, as data: see `Message`).
  case send(Message)
  /// Gets a text (an entry's new text, a chosen file's path).
  case text(ValueHandler<String>)
  /// Gets an on/off state.
  case bool(ValueHandler<Bool>)
  /// Gets a choice's index (nil: none chosen).
  case index(ValueHandler<Int?>)
  /// Gets a row's, page's or response's key (nil: none).
  case key(ValueHandler<String?>)
  /// Gets a calendar day.
  case day(ValueHandler<Day>)
  /// Gets a point (x, y) in the widget, in pixels.
  case point(@MainActor (Double, Double) -> Void)
  /// Draws on the widget's canvas (the canvas knows its size).
  case draw(@MainActor (any Canvas) -> Void)
  /// Gets a number (a spin button's or scale's value).
  case double(ValueHandler<Double>)
  /// A column view's sort order (nil: unsorted).
  case sort(ValueHandler<TableSort?>)
  /// Input on a drawing area; returns whether it was used (an unused key goes on to the window).
  case canvasInput(@MainActor (CanvasInput) -> Bool)

  /// What a handler takes, without the closure: what an event reports (`ViewKind.events`).
  public enum Shape : String, Hashable, Sendable {
    case void, text, bool, index, key, day, point, draw, double, sort, canvasInput
  }

  /// What this handler takes.
  public var shape: Shape {
    switch self {
    case .void, .send: .void
    case .text: .text
    case .bool: .bool
    case .index: .index
    case .key: .key
    case .day: .day
    case .point: .point
    case .draw: .draw
    case .double: .double
    case .sort: .sort
    case .canvasInput: .canvasInput
    }
  }
}
