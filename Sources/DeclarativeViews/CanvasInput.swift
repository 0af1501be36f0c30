//  CanvasInput.swift

/// Pointer, touch and keyboard input on a drawing area (`View.drawingArea(onInput:)`), with the
/// area's size at the time: what a view needs to pan and zoom what it draws.
public struct CanvasInput : Hashable, Sendable {
  public enum Kind : Hashable, Sendable {
    /// A drag started at (x, y).
    case dragBegan(x: Double, y: Double)
    /// The drag moved by (dx, dy) from where it started.
    case dragMoved(dx: Double, dy: Double)
    case dragEnded
    /// The wheel turned by `steps` (down is positive) with the pointer at (x, y).
    case scrolled(steps: Double, x: Double, y: Double)
    case pinchBegan
    /// Two fingers are `scale` times as far apart as when the pinch began, centred on (x, y).
    case pinched(scale: Double, x: Double, y: Double)
    case doubleClicked(x: Double, y: Double)
    /// A key without Control, Alt or Super: its character ("+", "0") or, for keys without one, GDK's
    /// name of it ("Left").
    case key(String)
  }

  public var kind: Kind
  public var width: Int
  public var height: Int

  public init(_ kind: Kind, width: Int, height: Int) {
    self.kind = kind
    self.width = width
    self.height = height
  }
}
