//  GtkBackend+InputSignals.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Connects the signals of the input, page, collection and file-chooser kinds, once per widget.
  func connectInputSignals(of widget: GtkWidgetPointer, kind: ViewKind, handlers: HandlerTable) {
    let instance = UnsafeMutableRawPointer(widget)
    let extras = WidgetExtras.of(widget)
    switch kind {
    case .textView:
      let buffer = cgtk_text_view_buffer(widget)!
      extras.handlerIDs["changed"] = Signal.connect(buffer, "changed") {
        let text = cgtk_text_buffer_get_text(buffer)
        defer { cgtk_free(text) }
        handlers.fire(.textChanged, text: text.map { String(cString: $0) } ?? "")
      }
    case .spinButton, .scale:
      let adjustment = cgtk_range_adjustment(widget)!
      extras.handlerIDs["value"] = Signal.connect(adjustment, "value-changed") {
        handlers.fire(.valueChanged, double: cgtk_adjustment_get_value(adjustment))
      }
    case .radioGroup:
      InputExtras.of(widget).handlers = handlers
    case .stack:
      guard let stack = InputExtras.of(widget).stack else { return }
      extras.handlerIDs["page"] = Signal.connectPointer(UnsafeMutableRawPointer(stack), "notify::visible-child-name") { _ in
        handlers.fire(.pageChanged, key: cgtk_stack_get_visible_name(stack).map { String(cString: $0) })
      }
    case .expander:
      extras.handlerIDs["expanded"] = Signal.connectPointer(instance, "notify::expanded") { _ in
        handlers.fire(.toggled, bool: cgtk_expander_get_expanded(widget) != 0)
      }
    case .linkButton:
      // Returning true tells GTK the view opened the link itself.
      Signal.connectReturningBool(instance, "activate-link") {
        guard handlers[.linkClicked] != nil else { return false }
        handlers.fire(.linkClicked)
        return true
      }
    case .fileChooser:
      // Like dialogs, a file chooser is closed by the view tree, never by GTK behind its back.
      Signal.connectReturningBool(instance, "close-request") {
        handlers.fire(.closeRequested)
        return true
      }
      // The response id is a C int; the uint trampoline passes the same 32 bits.
      Signal.connectUInt(instance, "response") { response in
        guard Int32(bitPattern: response) == cgtk_response_accept() else {
          handlers.fire(.closeRequested)
          return
        }
        guard let path = cgtk_file_chooser_path(widget) else {
          logger.warning("the chosen file is not on this computer (it has no local path); the choice is cancelled")
          handlers.fire(.closeRequested)
          return
        }
        defer { cgtk_free(path) }
        handlers.fire(.fileChosen, text: String(cString: path))
      }
    default:
      break
    }
  }
}
