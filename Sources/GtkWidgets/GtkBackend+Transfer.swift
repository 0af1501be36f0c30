//  GtkBackend+Transfer.swift

import CGtk
import DeclarativeViews

/// Drag and drop on any widget (`draggable(_:)`, `onDrop(_:)`, `onDropFiles(_:)`): a drag source and
/// drop targets added when a description first asks for them, their drops fired through the widget's
/// handler table.
extension GtkBackend {
  func setTransferProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer) {
    let extras = WidgetExtras.of(widget)
    switch property {
    case .dragValue:
      guard let text = value?.string else {
        extras.dragSource.map { gtk_event_controller_set_propagation_phase($0, GTK_PHASE_NONE) }
        return
      }
      let source = extras.dragSource ?? cgtk_add_drag_source(widget)!
      extras.dragSource = source
      gtk_event_controller_set_propagation_phase(source, GTK_PHASE_BUBBLE)
      cgtk_drag_source_set_text(source, text)
    default:
      let types = value?.strings ?? []
      for (type, files) in [("text", false), ("files", true)] where types.contains(type) && extras.dropTargets[type] == nil {
        extras.dropTargets[type] = Self.addDropTarget(to: widget, files: files, event: files ? Event.fileDropped : Event.dropped, extras: extras)
      }
      // A target the description no longer asks for takes nothing.
      for (type, target) in extras.dropTargets {
        let phase = types.contains(type) ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE
        gtk_event_controller_set_propagation_phase(target, phase)
      }
    }
  }

  private static func addDropTarget(to widget: GtkWidgetPointer, files: Bool, event: Event, extras: WidgetExtras) -> OpaquePointer {
    let body: @MainActor (UnsafePointer<GValue>?) -> Bool = { [weak extras] value in
      guard let value, let handlers = extras?.handlers, let texts = cgtk_dropped_texts(value) else { return false }
      defer { g_strfreev(texts) }
      var index = 0
      while let text = texts[index] {
        handlers.fire(event, text: String(cString: text))
        index += 1
      }
      return index > 0
    }
    return cgtk_add_drop_target(widget, files ? 1 : 0, dropTrampoline, Unmanaged.passRetained(Box(body)).toOpaque(), releaseDropBox)!
  }
}

private let dropTrampoline: cgtk_drop_cb = { _, value, _, _, data in
  let box = Unmanaged<Box<@MainActor (UnsafePointer<GValue>?) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
  // GTK emits "drop" on the main thread, where the value is read before the signal returns.
  nonisolated(unsafe) let value = value
  return MainActor.assumeIsolated { box.value(value) } ? 1 : 0
}

private let releaseDropBox: GClosureNotify = { data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
