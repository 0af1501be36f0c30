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
  /// Draws with a cairo context (`cairo_t *`) of the given width and height.
  case draw(@MainActor (OpaquePointer, Int, Int) -> Void)
}
