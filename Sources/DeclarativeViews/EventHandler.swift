//  EventHandler.swift

/// What a view does when a widget reports an event. Views usually dispatch an action here.
public enum EventHandler {
  case void(@MainActor () -> Void)
  case text(@MainActor (String) -> Void)
  case bool(@MainActor (Bool) -> Void)
  case index(@MainActor (Int?) -> Void)
  case key(@MainActor (String?) -> Void)
  case day(@MainActor (Day) -> Void)
  case point(@MainActor (Double, Double) -> Void)
  /// Draws on the widget's canvas (the canvas knows its size).
  case draw(@MainActor (any Canvas) -> Void)
  /// Gets a number (a spin button's or scale's value).
  case double(@MainActor (Double) -> Void)
  /// A column view's sort order (nil: unsorted).
  case sort(@MainActor (TableSort?) -> Void)
  /// Input on a drawing area; returns whether it was used (an unused key goes on to the window).
  case canvasInput(@MainActor (CanvasInput) -> Bool)
}
