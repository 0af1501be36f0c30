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

/// A title the user edits in place (`GtkEditableLabel`, which the vocabulary does not have): the README's
/// example, with its calls counted.
struct EditableTitle : GtkWidgetRepresentable {
  var text: String
  var onChange: ValueHandler<String>
  /// Not part of the description: where the calls are counted.
  var log: CustomWidgetLog

  static func == (lhs: EditableTitle, rhs: EditableTitle) -> Bool {
    lhs.text == rhs.text && lhs.onChange == rhs.onChange
  }

  func makeWidget(context: GtkWidgetContext<EditableTitle>) -> GtkWidgetPointer {
    self.log.makes += 1
    let label = gtk_editable_label_new(self.text)!
    context.observe(label, property: "text") { context in
      context.send(\.onChange, String(cString: gtk_editable_get_text(OpaquePointer(label))))
    }
    return label
  }

  func updateWidget(_ widget: GtkWidgetPointer, from previous: EditableTitle, context: GtkWidgetContext<EditableTitle>) {
    self.log.updates += 1
    if self.text != previous.text { gtk_editable_set_text(OpaquePointer(widget), self.text) }
  }

  static func dismantleWidget(_ widget: GtkWidgetPointer, context: GtkWidgetContext<EditableTitle>) {
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
