//  GtkBackend+Preferences.swift

import CGtk
import DeclarativeViews

/// The preferences window and its pages (`View.preferencesWindow`, `View.preferencesPage`): made, their
/// properties, signals and children, in one place. The window is a dialog: presented over its parent's
/// window once the render attached it, closed by the description, never by GTK behind its back.
extension GtkBackend {
  func makePreferencesWindow(handlers: HandlerTable) -> GtkWidgetPointer {
    let window = adw_preferences_window_new()!
    WidgetExtras.of(window).isDialog = true
    adw_preferences_window_set_search_enabled(Self.preferencesWindow(window), 1)
    Signal.connectReturningBool(UnsafeMutableRawPointer(window), "close-request") {
      handlers.fire(.closeRequested)
      return true
    }
    return window
  }

  /// Sets a property particular to a preferences window or page; false for the others.
  func setPreferencesProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind) -> Bool {
    switch (kind, property) {
    case (.preferencesWindow, .title): cgtk_window_set_title(widget, value?.string ?? "")
    case (.preferencesPage, .title): adw_preferences_page_set_title(Self.page(widget), value?.string ?? "")
    case (.preferencesPage, .iconName): adw_preferences_page_set_icon_name(Self.page(widget), value?.string)
    default: return false
    }
    return true
  }

  /// Adds a page to a window, or a group to a page; false for other parents.
  func insertPreferencesChild(_ child: GtkWidgetPointer, into parent: GtkWidgetPointer, parentKind: ViewKind) -> Bool {
    switch parentKind {
    case .preferencesWindow: adw_preferences_window_add(Self.preferencesWindow(parent), Self.page(child))
    case .preferencesPage: adw_preferences_page_add(Self.page(parent), Self.group(child))
    default: return false
    }
    return true
  }

  func removePreferencesChild(_ child: GtkWidgetPointer, from parent: GtkWidgetPointer, parentKind: ViewKind) -> Bool {
    switch parentKind {
    case .preferencesWindow: adw_preferences_window_remove(Self.preferencesWindow(parent), Self.page(child))
    case .preferencesPage: adw_preferences_page_remove(Self.page(parent), Self.group(child))
    default: return false
    }
    return true
  }

  // GObject casts Swift cannot write: each struct begins with its parent's.
  private static func preferencesWindow(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<AdwPreferencesWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: AdwPreferencesWindow.self)
  }

  private static func page(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<AdwPreferencesPage> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: AdwPreferencesPage.self)
  }

  private static func group(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<AdwPreferencesGroup> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: AdwPreferencesGroup.self)
  }
}
