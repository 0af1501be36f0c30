//  WindowGeometryMemory.swift

import AppSupport
import CGtk
import GtkWidgets
import Logging

/// Remembers the size and maximized state of an app's windows in a `WindowGeometryFile`, as GNOME apps
/// do: a window that closes leaves its geometry there, and the next window to open, in this run or the
/// next, takes it. A file that was refused (corrupt, foreign, out of range) is logged once, never
/// overwritten, and the windows open at the size their view gives.
///
/// `GtkApp.run` remembers in `$XDG_STATE_HOME/<app id>/window.json` unless the app set
/// `windowGeometry` itself:
///
/// ```swift
/// app.windowGeometry = WindowGeometryMemory(file: WindowGeometryFile(directory: stateDirectory))
/// ```
@MainActor public final class WindowGeometryMemory {
  private static let logger = Logger(label: "org.immutabledata.AppShell.WindowGeometry")

  /// The file it reads once and writes at every window's close.
  public let file: WindowGeometryFile
  /// The geometry the next window opens with (nil: the window's own size).
  public private(set) var remembered: WindowGeometry?
  /// False when the file was refused: it is left as it is.
  public private(set) var mayWrite = true

  /// Reads `file` now (a missing file remembers nothing yet).
  public init(file: WindowGeometryFile) {
    self.file = file
    do {
      self.remembered = try file.load()
    } catch {
      self.mayWrite = false
      Self.logger.warning("Windows open at their own size: \(file.url.path) is not used, as \(error)")
    }
  }

  /// Gives `window`, not yet shown, the remembered size, and maximizes it if it was.
  func restore(_ window: GtkWidgetPointer) {
    guard let remembered else { return }
    let gtkWindow = Self.window(window)
    gtk_window_set_default_size(gtkWindow, Int32(remembered.width), Int32(remembered.height))
    if remembered.isMaximized {
      gtk_window_maximize(gtkWindow)
    }
  }

  /// Keeps the geometry of `window`, which is closing, for the next window and the next run. GTK keeps
  /// a window's default size at the size the user gave it (the size before maximizing, when maximized).
  func remember(_ window: GtkWidgetPointer) {
    let gtkWindow = Self.window(window)
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(gtkWindow, &width, &height)
    guard let geometry = WindowGeometry(width: Int(width), height: Int(height), isMaximized: gtk_window_is_maximized(gtkWindow) != 0) else {
      return
    }
    self.remembered = geometry
    guard self.mayWrite else { return }
    do {
      try self.file.save(geometry)
    } catch {
      Self.logger.warning("Could not remember the window's size in \(self.file.url.path): \(error)")
    }
  }

  private static func window(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  }
}
