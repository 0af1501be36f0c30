//  GalleryTranslationTests.swift

import AppShell
import CGtk
import GalleryData
import GalleryUI
import GtkWidgets
import ImmutableUI
import Testing

extension GtkSuite {
/// The gallery run with LANGUAGE=de and the German catalog shows German labels, accessible names and
/// refusals.
@MainActor @Suite
struct GalleryTranslationTests {
  @Test func galleryInGermanShowsGermanLabels() throws {
    let german = try GermanCatalog()
    defer { german.end() }

    let gallery = GalleryGtkFixture()
    let (store, scheduler, app) = (gallery.store, gallery.scheduler, gallery.app)
    let window = app.openWindow()
    defer { window.close() }
    GtkTestSupport.settle { scheduler.runPending() }
    let root = try #require(window.root?.widget)
    #expect(cgtk_window_get_title(root).map { String(cString: $0) } == "Widget-Galerie")
    let click = try #require(GtkTestSupport.widget("click", in: window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(click)))) == "0-mal geklickt")
    let iconButton = try #require(GtkTestSupport.widget("icon-button", in: window))
    #expect(cgtk_accessible_label_is(iconButton, "Stern") != 0)
    let sections = try #require(GtkTestSupport.widget("sections", in: window))
    #expect(cgtk_accessible_label_is(sections, "Abschnitte") != 0)

    try store.dispatch(action: .selectSection(.text))
    GtkTestSupport.settle { scheduler.runPending() }
    #expect(GtkTestSupport.labelText("greeting", in: window) == "Hallo!")

    // The chosen day as written in Germany.
    try store.dispatch(action: .selectSection(.choices))
    try store.dispatch(action: .pickDay(GalleryDay(year: 2026, month: 6, day: 21)))
    GtkTestSupport.settle { scheduler.runPending() }
    let day = try #require(window.root?.find(name: "day-button")?.widget)
    #expect(cgtk_menu_button_get_label(day).map { String(cString: $0) } == "21. Juni 2026")

    // The reducer's refusal reaches the window in German, its numbers too.
    app.provider.dispatcher(.setCount(11))
    GtkTestSupport.settle { scheduler.runPending() }
    #expect(GtkTestSupport.labelText("app-notice-text", in: window) == "Das war nicht möglich: Der Wert für „Anzahl“ muss zwischen 0,0 und 10,0 liegen, nicht bei 11,0.")
  }
}
}
