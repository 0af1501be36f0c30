//  GtkBackend+WindowActions.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Activates the window action `name` of `window` as its menu item or shortcut would;
  /// false if the window has no such action or it is disabled.
  public func activateWindowAction(_ name: String, in window: GtkWidgetPointer) -> Bool {
    WidgetExtras.of(window).windowActions?.activate(name) ?? false
  }

  /// Whether the window action `name` of `window` is enabled; nil if the window has no such action.
  public func isWindowActionEnabled(_ name: String, in window: GtkWidgetPointer) -> Bool? {
    WidgetExtras.of(window).windowActions?.isEnabled(name)
  }
}

extension GtkBackend {
  /// The chosen value of the radio action `name` of `window`; nil if it is missing or not a radio action.
  public func windowActionState(_ name: String, in window: GtkWidgetPointer) -> String? {
    WidgetExtras.of(window).windowActions?.state(name)
  }
}
