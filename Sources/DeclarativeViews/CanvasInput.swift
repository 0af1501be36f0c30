//  CanvasInput.swift

/// Pointer, touch and keyboard input on a drawing area (`View.drawingArea(onInput:)`), with the
/// area's size at the time: what a view needs to pan and zoom what it draws.
public struct CanvasInput : Hashable, Sendable {
  /// What happened, with where it happened in the area's coordinates (pixels from the top left).
  public enum Kind : Hashable, Sendable {
    /// A drag started at (x, y).
    case dragBegan(x: Double, y: Double)
    /// The drag moved by (dx, dy) from where it started.
    case dragMoved(dx: Double, dy: Double)
    /// The drag ended.
    case dragEnded
    /// The wheel turned by `steps` (down is positive) with the pointer at (x, y).
    case scrolled(steps: Double, x: Double, y: Double)
    /// A two-finger pinch started.
    case pinchBegan
    /// Two fingers are `scale` times as far apart as when the pinch began, centred on (x, y).
    case pinched(scale: Double, x: Double, y: Double)
    /// A double click at (x, y).
    case doubleClicked(x: Double, y: Double)
    /// A key without Control, Alt or Super: its character ("+", "0") or, for keys without one, GDK's
    /// name of it ("Left").
    case key(String)
  }

  /// What happened.
  public var kind: Kind
  /// The area's width when it happened, in pixels.
  public var width: Int
  /// The area's height when it happened, in pixels.
  public var height: Int

  /// Input of `kind` on an area of `width` × `height` pixels.
  public init(_ kind: Kind, width: Int, height: Int) {
    self.kind = kind
    self.width = width
    self.height = height
  }
}
