//  GtkBackend+Signals.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Connects each widget's signals once; they call whatever handler the current view put in `handlers`.
  func connectSignals(of widget: GtkWidgetPointer, kind: ViewKind, handlers: HandlerTable) {
    let instance = UnsafeMutableRawPointer(widget)
    let extras = WidgetExtras.of(widget)
    extras.handlers = handlers
    switch kind {
    case .window:
      // Returning false lets GTK close the window; the window host forgets it in its handler.
      Signal.connectReturningBool(instance, "close-request") {
        handlers.fire(.closeRequested)
        return false
      }
    case .dialog:
      // Dialogs are closed by the view tree (a state change), never by GTK behind its back.
      Signal.connectReturningBool(instance, "close-request") {
        handlers.fire(.closeRequested)
        return true
      }
    case .button:
      Signal.connect(instance, "clicked") { handlers.fire(.clicked) }
    case .entry, .searchEntry:
      extras.handlerIDs["changed"] = Signal.connect(instance, "changed") {
        handlers.fire(.textChanged, text: String(cString: cgtk_editable_get_text(widget)))
      }
      Signal.connect(instance, "activate") { handlers.fire(.submitted) }
    case .checkButton:
      extras.handlerIDs["toggled"] = Signal.connect(instance, "toggled") {
        handlers.fire(.toggled, bool: cgtk_check_button_get_active(widget) != 0)
      }
    case .switchToggle:
      extras.handlerIDs["toggled"] = Signal.connectPointer(instance, "notify::active") { _ in
        handlers.fire(.toggled, bool: cgtk_switch_get_active(widget) != 0)
      }
    case .dropDown:
      extras.handlerIDs["selected"] = Signal.connectPointer(instance, "notify::selected") { _ in
        let selected = cgtk_drop_down_get_selected(widget)
        handlers.fire(.selectionChanged, index: selected == cgtk_invalid_list_position() ? nil : Int(selected))
      }
    case .calendar:
      extras.handlerIDs["day"] = Signal.connect(instance, "day-selected") {
        var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
        cgtk_calendar_get_ymd(widget, &year, &month, &day)
        handlers.fire(.dayChanged, day: Day(year: Int(year), month: Int(month), day: Int(day)))
      }
    case .drawingArea:
      let drawing = DrawingAreaDrawing(handlers: handlers)
      cgtk_drawing_area_set_draw(widget, drawTrampoline, Unmanaged.passRetained(drawing).toOpaque(), releaseHandlers)
      let gesture = cgtk_add_click_gesture(widget)!
      Signal.connectClick(gesture, "pressed") { _, x, y in
        handlers.fire(.pressed, x: x, y: y)
      }
      if handlers[.canvasInput] != nil {
        cgtk_canvas_add_input(widget, canvasInputTrampoline, Unmanaged.passRetained(handlers).toOpaque(), releaseHandlers)
      }
    case .applicationWindow, .adwHeaderBar, .toastOverlay, .statusPage, .messageDialog, .preferencesGroup, .actionRow, .entryRow, .comboRow, .splitButton:
      self.connectAdwaitaSignals(of: widget, kind: kind, handlers: handlers)
    case .headerBar, .box, .label, .menuButton, .separator, .spinner, .image, .scrolled, .paned, .list, .popover,
      .progressBar, .levelBar, .gridView, .columnView, .custom, .leaflet, .viewStack, .carousel, .tabView, .preferencesWindow, .preferencesPage:
      break
    case .textView, .spinButton, .scale, .radioGroup, .stack, .expander, .linkButton, .fileChooser:
      self.connectInputSignals(of: widget, kind: kind, handlers: handlers)
    }
  }
}

/// What a drawing area's draw function needs: its handlers and the layers it keeps between frames.
/// Owned by the area (released with its draw function), so a frame asked for after a preview reaches
/// the area only while it lives.
@MainActor private final class DrawingAreaDrawing {
  let handlers: HandlerTable
  let layers = CairoLayers()
  /// The area, once it has drawn.
  var area: GtkWidgetPointer?

  init(handlers: HandlerTable) {
    self.handlers = handlers
    self.layers.onPreview = { [weak self] in
      guard let area = self?.area else { return }
      _ = FrameClock.onNextFrame(of: area) { [weak self] in
        if let area = self?.area {
          gtk_widget_queue_draw(area)
        }
      }
    }
  }
}

private let drawTrampoline: cgtk_draw_cb = { area, cairo, width, height, data in
  let drawing = Unmanaged<DrawingAreaDrawing>.fromOpaque(data!).takeUnretainedValue()
  nonisolated(unsafe) let cairo = cairo
  nonisolated(unsafe) let area = area
  MainActor.assumeIsolated {
    drawing.area = area.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    if case .draw(let body)? = drawing.handlers[.draw], let cairo {
      drawing.layers.beginFrame()
      body(CairoCanvas(cairo: cairo, width: Int(width), height: Int(height), layers: drawing.layers))
      drawing.layers.endFrame()
    }
  }
}

private let canvasInputTrampoline: cgtk_canvas_input_cb = { kind, a, b, c, width, height, data in
  let handlers = Unmanaged<HandlerTable>.fromOpaque(data!).takeUnretainedValue()
  let input: CanvasInput.Kind
  switch CgtkCanvasInputKind(UInt32(kind)) {
  case CGTK_CANVAS_DRAG_BEGIN: input = .dragBegan(x: a, y: b)
  case CGTK_CANVAS_DRAG_UPDATE: input = .dragMoved(dx: a, dy: b)
  case CGTK_CANVAS_DRAG_END: input = .dragEnded
  case CGTK_CANVAS_SCROLL: input = .scrolled(steps: a, x: b, y: c)
  case CGTK_CANVAS_ZOOM_BEGIN: input = .pinchBegan
  case CGTK_CANVAS_ZOOM: input = .pinched(scale: a, x: b, y: c)
  case CGTK_CANVAS_DOUBLE_PRESS: input = .doubleClicked(x: a, y: b)
  default:
    let character = Unicode.Scalar(UInt32(a)).flatMap { $0.value >= 0x20 ? String($0) : nil }
    let name = character ?? cgtk_keyval_name(UInt32(b)).map { String(cString: $0) } ?? ""
    input = .key(name)
  }
  return MainActor.assumeIsolated {
    handlers.fire(.canvasInput, input: CanvasInput(input, width: Int(width), height: Int(height)))
  } ? 1 : 0
}

private let releaseHandlers: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
