//  CounterTranslationTests.swift

import CGtk
import CounterData
import CounterUI
import Foundation
import AppShell
import GtkWidgets
import ImmutableUI
import Localization
import Testing

extension GtkSuite {
/// Counter run with LANGUAGE=de and the German catalog (po/de.po, compiled here) shows German labels.
@MainActor @Suite
struct CounterTranslationTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func counterInGermanShowsGermanLabels() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let messages = directory.appendingPathComponent("de/LC_MESSAGES")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let msgfmt = try Process.run(URL(fileURLWithPath: "/usr/bin/msgfmt"), arguments: [
      "-o", messages.appendingPathComponent("\(Localization.domain).mo").path, Self.repository.appendingPathComponent("po/de.po").path,
    ])
    msgfmt.waitUntilExit()
    try #require(msgfmt.terminationStatus == 0)
    setenv("LANGUAGE", "de", 1)
    Localization.start(directory: directory.path)
    Localization.languageDidChange()
    defer {
      unsetenv("LANGUAGE")
      Localization.languageDidChange()
    }

    let scheduler = ManualScheduler()
    let store = CounterApp.makeStore()
    let app = CounterApp.make(store: store, scheduler: scheduler)
    _ = app.startWithoutApplication()
    let window = app.openWindow()
    defer { window.close() }
    #expect(GtkTestSupport.labelText("value", in: window) == "Wert: 0")
    let increment = try #require(GtkTestSupport.widget("increment", in: window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(increment)))) == "Erhöhen")
    #expect(cgtk_accessible_label_is(try #require(GtkTestSupport.widget("undo", in: window)), "Rückgängig") != 0)
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
