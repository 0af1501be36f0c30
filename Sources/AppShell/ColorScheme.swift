//  ColorScheme.swift

import CGtk
import GtkWidgets

/// The desktop's colour scheme as libadwaita's style manager resolved it (light or dark; it follows
/// the system setting without GTK_THEME). Custom drawing reads it through `WindowContext.isDark`.
@MainActor public enum ColorScheme {
  /// Whether windows are dark now (false before GTK and libadwaita are initialized).
  public static var isDark: Bool {
    cgtk_style_manager_is_dark() != 0
  }

  /// Calls `body` whenever the scheme switches, for as long as the process runs.
  public static func observe(_ body: @escaping @MainActor () -> Void) {
    Signal.connectPointer(cgtk_style_manager(), "notify::dark") { _ in body() }
  }

  /// Test and app support: light, dark, or nil to follow the desktop.
  public static func force(dark: Bool?) {
    cgtk_style_manager_force(dark.map { $0 ? 1 : 0 } ?? -1)
  }
}
