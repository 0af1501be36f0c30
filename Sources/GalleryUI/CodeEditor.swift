//  CodeEditor.swift

import CGtk
import CGtkSourceView
import DeclarativeViews
import GtkWidgets

/// A Swift code editor (GtkSourceView: syntax colours, line numbers, auto-indent), which the view
/// vocabulary does not have: placed with `View.gtk`, it shows the state's text and sends every edit.
struct CodeEditor : GtkWidgetRepresentable {
  /// The text shown.
  var text: String
  /// What an edit sends (the new text).
  var onChange: ValueHandler<String>

  func makeWidget(context: GtkWidgetContext<CodeEditor>) -> GtkWidgetPointer {
    gtk_source_init()
    let language = gtk_source_language_manager_get_language(gtk_source_language_manager_get_default(), "swift")
    let buffer = gtk_source_buffer_new_with_language(language)!
    let textBuffer = Self.textBuffer(buffer)
    gtk_text_buffer_set_text(textBuffer, self.text, -1)
    let widget = gtk_source_view_new_with_buffer(buffer)!
    g_object_unref(buffer)
    let view = Self.sourceView(widget)
    gtk_source_view_set_show_line_numbers(view, 1)
    gtk_source_view_set_highlight_current_line(view, 1)
    gtk_source_view_set_auto_indent(view, 1)
    gtk_source_view_set_insert_spaces_instead_of_tabs(view, 1)
    gtk_source_view_set_tab_width(view, 4)
    gtk_text_view_set_monospace(Self.textView(widget), 1)
    context.connect(UnsafeMutableRawPointer(buffer), signal: "changed") { context in
      context.send(\.onChange, Self.text(of: textBuffer))
    }
    // The colours follow the system's light or dark style.
    let styles = adw_style_manager_get_default()!
    Self.applyStyle(of: styles, to: buffer)
    context.observe(UnsafeMutableRawPointer(styles), property: "dark") { _ in
      Self.applyStyle(of: styles, to: buffer)
    }
    return widget
  }

  func updateWidget(_ widget: GtkWidgetPointer, from previous: CodeEditor, context: GtkWidgetContext<CodeEditor>) {
    let buffer = gtk_text_view_get_buffer(Self.textView(widget))!
    // Only a text that differs: setting the same one would move the cursor to the end.
    if Self.text(of: buffer) != self.text {
      gtk_text_buffer_set_text(buffer, self.text, -1)
    }
  }

  private static func applyStyle(of styles: OpaquePointer, to buffer: UnsafeMutablePointer<GtkSourceBuffer>) {
    let id = adw_style_manager_get_dark(styles) != 0 ? "Adwaita-dark" : "Adwaita"
    gtk_source_buffer_set_style_scheme(buffer, gtk_source_style_scheme_manager_get_scheme(gtk_source_style_scheme_manager_get_default(), id))
  }

  private static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0)!
    defer { g_free(characters) }
    return String(cString: characters)
  }

  // GObject casts Swift cannot write: GtkSourceView and GtkSourceBuffer begin with their parents' structs.
  private static func textBuffer(_ buffer: UnsafeMutablePointer<GtkSourceBuffer>) -> UnsafeMutablePointer<GtkTextBuffer> {
    UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkTextBuffer.self)
  }

  private static func sourceView(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<GtkSourceView> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkSourceView.self)
  }

  private static func textView(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<GtkTextView> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
  }
}
