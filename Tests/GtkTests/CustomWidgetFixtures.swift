//  CustomWidgetFixtures.swift

import CGtk
import DeclarativeViews
import GtkWidgets

/// Counts what the backend asked of the custom widgets of one test.
final class CustomWidgetLog : @unchecked Sendable {
  var makes = 0
  var updates = 0
  var dismantles = 0
}

/// A password field (`GtkPasswordEntry`, which the vocabulary does not have): the README's example, with
/// its calls counted.
struct PasswordField : GtkWidgetRepresentable {
  var text: String
  var onChange: ValueHandler<String>
  /// Not part of the description: where the calls are counted.
  var log: CustomWidgetLog

  static func == (lhs: PasswordField, rhs: PasswordField) -> Bool {
    lhs.text == rhs.text && lhs.onChange == rhs.onChange
  }

  func makeWidget(context: GtkWidgetContext<PasswordField>) -> GtkWidgetPointer {
    self.log.makes += 1
    let field = gtk_password_entry_new()!
    gtk_editable_set_text(OpaquePointer(field), self.text)
    context.observe(field, property: "text") { context in
      context.send(\.onChange, String(cString: gtk_editable_get_text(OpaquePointer(field))))
    }
    return field
  }

  func updateWidget(_ widget: GtkWidgetPointer, from previous: PasswordField, context: GtkWidgetContext<PasswordField>) {
    self.log.updates += 1
    if self.text != previous.text { gtk_editable_set_text(OpaquePointer(widget), self.text) }
  }

  static func dismantleWidget(_ widget: GtkWidgetPointer, context: GtkWidgetContext<PasswordField>) {
    context.current.log.dismantles += 1
  }
}

/// A line of text (`GtkInscription`): another type, to replace the title with.
struct Inscription : GtkWidgetRepresentable {
  var text: String

  func makeWidget(context: GtkWidgetContext<Inscription>) -> GtkWidgetPointer {
    gtk_inscription_new(self.text)!
  }

  func updateWidget(_ widget: GtkWidgetPointer, from previous: Inscription, context: GtkWidgetContext<Inscription>) {
    gtk_inscription_set_text(OpaquePointer(widget), self.text)
  }
}

/// At most `characters` can be typed: the README's modifier, with its calls counted.
struct MaxLength : GtkWidgetModifier {
  var characters: Int
  /// Not part of the description: where the calls are counted.
  var log = CustomWidgetLog()

  static func == (lhs: MaxLength, rhs: MaxLength) -> Bool {
    lhs.characters == rhs.characters
  }

  func apply(to widget: GtkWidgetPointer, previous: MaxLength?, context: GtkWidgetContext<MaxLength>) {
    self.log.updates += 1
    GtkTextFields.setMaxLength(self.characters, of: widget)
  }

  func remove(from widget: GtkWidgetPointer, context: GtkWidgetContext<MaxLength>) {
    self.log.dismantles += 1
    GtkTextFields.setMaxLength(0, of: widget)
  }
}

/// Reports when the widget takes or loses the keyboard focus: an event the vocabulary does not have.
struct FocusReport : GtkWidgetModifier {
  var onFocus: ValueHandler<Bool>

  func apply(to widget: GtkWidgetPointer, previous: FocusReport?, context: GtkWidgetContext<FocusReport>) {
    guard previous == nil else { return }
    context.observe(widget, property: "has-focus") { context in
      guard let widget = context.widget else { return }
      context.send(\.onFocus, gtk_widget_has_focus(widget) != 0)
    }
  }
}
