//  WindowGeometry.swift

/// The size and maximized state of an app's window, as the app remembers it between runs. Only sizes a
/// window can have are kept: `sizeRange` pixels each way (GTK's own limit is 32,767; a smaller value is
/// no window anyone could use, a larger one no screen there is).
public struct WindowGeometry : Hashable, Sendable, Codable {
  /// The width and height a window may be remembered with, in logical pixels.
  public static let sizeRange = 120 ... 16_384

  /// The width the window had before any maximizing, in logical pixels.
  public var width: Int
  /// The height the window had before any maximizing, in logical pixels.
  public var height: Int
  /// Whether the window was maximized (it then opens maximized, and unmaximizes to `width` × `height`).
  public var isMaximized: Bool

  /// A geometry; nil when the size is outside `sizeRange` (a window never remembers such a size).
  public init?(width: Int, height: Int, isMaximized: Bool) {
    guard Self.sizeRange.contains(width), Self.sizeRange.contains(height) else { return nil }
    self.width = width
    self.height = height
    self.isMaximized = isMaximized
  }
}
