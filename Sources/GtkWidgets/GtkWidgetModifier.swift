//  GtkWidgetModifier.swift

import CGtk
import DeclarativeViews

/// A property or signal of a view's GTK widget that the vocabulary does not have, described by a value
/// of the app's type: the escape hatch for the widgets the builders make (as `GtkWidgetRepresentable` is
/// for widgets they do not). The backend calls `apply` when the view is mounted and whenever the value
/// changed, and `remove` when the view no longer has it; what the widget reports through the context
/// (`context.send`) goes to the store, never while the backend applies a value.
///
/// ```swift
/// /// At most `characters` can be typed (GtkText's max-length, which entries and entry rows delegate to).
/// struct MaxLength : GtkWidgetModifier {
///   var characters: Int
///
///   func apply(to widget: GtkWidgetPointer, previous: MaxLength?, context: GtkWidgetContext<MaxLength>) {
///     GtkTextFields.setMaxLength(self.characters, of: widget)
///   }
/// }
///
/// View.entryRow(title: tr("Name"), text: name, onChange: …).gtkModifier(MaxLength(characters: 200))
/// ```
public protocol GtkWidgetModifier : CustomWidget {
  /// Applies this description to `widget`, the view's own; `previous` is the one applied before (nil the
  /// first time). Called only when they differ.
  @MainActor func apply(to widget: GtkWidgetPointer, previous: Self?, context: GtkWidgetContext<Self>)
  /// Undoes `apply` when the view keeps its widget but no longer has this modifier. Does nothing unless
  /// implemented; the context's connections end anyway.
  @MainActor func remove(from widget: GtkWidgetPointer, context: GtkWidgetContext<Self>)
}

extension GtkWidgetModifier {
  @MainActor public func remove(from widget: GtkWidgetPointer, context: GtkWidgetContext<Self>) {}
}

extension View {
  /// The same view with `modifier` applied to its GTK widget (see `GtkWidgetModifier`), after any other.
  ///
  /// ```swift
  /// View.entry(text: name, accessibleLabel: tr("Name"), onChange: …).gtkModifier(MaxLength(characters: 200))
  /// ```
  public consuming func gtkModifier(_ modifier: some GtkWidgetModifier) -> View {
    self.adding(customModifier: modifier)
  }
}

/// Text fields' settings the vocabulary does not have, for modifiers.
@MainActor public enum GtkTextFields {
  /// Lets at most `characters` be typed into `widget`, an entry, a search entry, an entry row or a
  /// password field (0: no limit). False when the widget has no text to limit.
  @discardableResult
  public static func setMaxLength(_ characters: Int, of widget: GtkWidgetPointer) -> Bool {
    cgtk_editable_set_max_length(widget, Int32(characters)) != 0
  }
}
