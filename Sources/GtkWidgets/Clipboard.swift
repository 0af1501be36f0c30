//  Clipboard.swift

import CGtk

/// The clipboard of a widget's display: copy a text, read the text another app (or this one) copied.
@MainActor public enum Clipboard {
  /// Puts `text` on the clipboard of `widget`'s display.
  public static func copy(_ text: String, from widget: GtkWidgetPointer) {
    gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
  }

  /// Reads the clipboard's text and gives it to `body` (nil when it holds none); another app's text
  /// arrives in a later turn of the main loop.
  public static func readText(from widget: GtkWidgetPointer, _ body: @escaping @MainActor (String?) -> Void) {
    let clipboard = gtk_widget_get_clipboard(widget)
    gdk_clipboard_read_text_async(clipboard, nil, textRead, Unmanaged.passRetained(Box(body)).toOpaque())
  }

  /// The text this app put on the clipboard, read at once; nil when another app owns it.
  public static func localText(of widget: GtkWidgetPointer) -> String? {
    guard let text = cgtk_clipboard_local_text(widget) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }
}

private let textRead: GAsyncReadyCallback = { source, result, data in
  let box = Unmanaged<Box<@MainActor (String?) -> Void>>.fromOpaque(data!).takeRetainedValue()
  let characters = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
  let text = characters.map { String(cString: $0) }
  g_free(characters)
  MainActor.assumeIsolated { box.value(text) }
}
