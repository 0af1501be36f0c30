//  CanvasInputTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// A drawing area with `onInput` driven through its own controllers (the map tests' way): every kind
/// of input arrives, and none makes GTK log a critical or a warning (run under Xvfb).
@MainActor @Suite struct CanvasInputTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  @Test func signalledInputArrivesWithoutGtkCriticals() throws {
    var inputs: [CanvasInput.Kind] = []
    let reconciler = Reconciler(backend: self.backend)
    let root = reconciler.mount(View.window(title: "Canvas") {
      View.drawingArea(version: 0, draw: { _ in }, onInput: { inputs.append($0.kind); return true })
        .accessibleLabel("Canvas")
        .name("area")
    })
    defer { cgtk_window_destroy(root.widget) }
    cgtk_window_set_default_size(root.widget, 200, 100)
    cgtk_window_present(root.widget)
    GtkTestSupport.settle()
    let area = try #require(root.find(name: "area")?.widget)

    let problems = GtkTestSupport.problems {
      _ = cgtk_canvas_emit_key(area, 0x02b) // plus
      cgtk_canvas_emit_scroll(area, 10, 20, -1)
      cgtk_canvas_emit_drag(area, 50, 50, 40, 0)
      cgtk_canvas_emit_pinch(area, 2)
      cgtk_canvas_emit_double_press(area, 10, 20)
    }

    #expect(problems == 0, "GTK logged \(problems) criticals or warnings")
    #expect(inputs == [
      .key("+"), .scrolled(steps: -1, x: 10, y: 20),
      .dragBegan(x: 50, y: 50), .dragMoved(dx: 20, dy: 0), .dragMoved(dx: 40, dy: 0), .dragEnded,
      .pinchBegan, .pinched(scale: 2, x: Double(gtk_widget_get_width(area)) / 2, y: Double(gtk_widget_get_height(area)) / 2),
      .doubleClicked(x: 10, y: 20),
    ])
  }
}
}
