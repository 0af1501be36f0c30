//  CounterTranslationTests.swift

import CGtk
import CounterData
import CounterUI
import AppShell
import GtkWidgets
import ImmutableUI
import Testing

extension GtkSuite {
/// Counter run with LANGUAGE=de and the German catalog (po/de.po, compiled here) shows German labels.
@MainActor @Suite
struct CounterTranslationTests {
  @Test func counterInGermanShowsGermanLabels() throws {
    let german = try GermanCatalog()
    defer { german.end() }

    let scheduler = ManualScheduler()
    let store = CounterApp.makeStore()
    let app = CounterApp.make(store: store, scheduler: scheduler)
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    defer { window.close() }
    #expect(GtkTestSupport.labelText("value", in: window) == "Wert: 0")
    let increment = try #require(GtkTestSupport.widget("increment", in: window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(increment)))) == "Erhöhen")
    let undo = try #require(GtkTestSupport.widget("undo", in: window))
    #expect(cgtk_accessible_label_is(undo, "Rückgängig") != 0)
    // The value as written in Germany.
    for _ in 0 ..< 1_234 {
      try store.dispatch(action: .didTapIncrement)
    }
    scheduler.runPending()
    #expect(GtkTestSupport.labelText("value", in: window) == "Wert: 1.234")
    // The C shim's strings come from the same catalog.
    let calendar = cgtk_calendar_new()
    _ = cgtk_ref_sink(calendar)
    defer { cgtk_unref(calendar) }
    let header = try #require(gtk_widget_get_first_child(calendar))
    let previousMonth = try #require(gtk_widget_get_first_child(header))
    #expect(cgtk_accessible_label_is(previousMonth, "Vorheriger Monat") != 0)
  }
}
}
