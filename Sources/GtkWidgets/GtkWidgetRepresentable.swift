//  GtkWidgetRepresentable.swift

import CGtk
import DeclarativeViews

/// Any GTK widget the vocabulary does not have (one from another library such as GtkSourceView or VTE,
/// or an app's own `GtkWidget` subclass), described by a value of the app's type: the escape hatch.
///
/// The value is the widget's whole description. The backend makes the widget once (`makeWidget`), calls
/// `updateWidget` when a render's value differs from the last one, and `dismantleWidget` as the widget
/// goes away; a value of another type in the same place gets a new widget. The widget is the view's own:
/// the modifiers of every view (`name`, `tooltip`, `margin`…) and the accessible label apply to it. The widget reports what the
/// user did through the context (`context.send(\.onChange, text)`), which sends what the value's
/// handler makes of it to the window's store; signals emitted while the backend makes or updates the
/// widget are not the user's and send nothing, so setting a text from the state never echoes back.
///
/// ```swift
/// struct PasswordField : GtkWidgetRepresentable {
///   var text: String
///   var onChange: ValueHandler<String>
///
///   func makeWidget(context: GtkWidgetContext<Self>) -> GtkWidgetPointer {
///     let field = gtk_password_entry_new()!
///     gtk_editable_set_text(OpaquePointer(field), self.text)
///     context.observe(field, property: "text") { context in
///       context.send(\.onChange, String(cString: gtk_editable_get_text(OpaquePointer(field))))
///     }
///     return field
///   }
///
///   func updateWidget(_ widget: GtkWidgetPointer, from previous: Self, context: GtkWidgetContext<Self>) {
///     if self.text != previous.text { gtk_editable_set_text(OpaquePointer(widget), self.text) }
///   }
/// }
///
/// // In a body:
/// View.gtk(PasswordField(text: state.password, onChange: context.send { .setPassword($0) }), accessibleLabel: tr("Password"))
/// ```
public protocol GtkWidgetRepresentable : CustomWidget {
  /// Makes the widget for this description, and connects its signals through `context`. Return a new
  /// widget (its floating reference is taken by the backend).
  @MainActor func makeWidget(context: GtkWidgetContext<Self>) -> GtkWidgetPointer
  /// Brings `widget` from `previous` (what it shows) to this description. Called only when they differ.
  @MainActor func updateWidget(_ widget: GtkWidgetPointer, from previous: Self, context: GtkWidgetContext<Self>)
  /// Releases what `makeWidget` set up beside the widget (a timer, a file monitor) as GTK disposes of the
  /// widget: its window closed, the view left the description, or a value of another type replaced it.
  /// The widget's own children may be gone by then; the context's connections end right after. Does
  /// nothing unless implemented.
  @MainActor static func dismantleWidget(_ widget: GtkWidgetPointer, context: GtkWidgetContext<Self>)
}

extension GtkWidgetRepresentable {
  @MainActor public static func dismantleWidget(_ widget: GtkWidgetPointer, context: GtkWidgetContext<Self>) {}
}

extension View {
  /// A GTK widget outside the vocabulary, described by `widget` (see `GtkWidgetRepresentable`);
  /// `accessibleLabel` is what screen readers call it. The modifiers of every view (`name`, `tooltip`,
  /// `margin`, `expand`…) apply to it as to any other.
  ///
  /// ```swift
  /// View.gtk(CodeEditor(text: state.code, onChange: context.send { .setCode($0) }), accessibleLabel: tr("Code"))
  ///   .name("code")
  /// ```
  public static func gtk(_ widget: some GtkWidgetRepresentable, accessibleLabel: String) -> View {
    View.custom(widget, accessibleLabel: accessibleLabel)
  }
}
