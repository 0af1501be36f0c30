//  AnimalsTranslationTests.swift

import AnimalsUI
import AppShell
import CGtk
import Foundation
import TestSupport
import Testing

extension GtkSuite {
/// Animals run with LANGUAGE=de and the German catalog shows German labels, names and dialogs (run under Xvfb).
@MainActor @Suite struct AnimalsTranslationTests {
  @Test func animalsInGermanShowsGermanLabels() async throws {
    let german = try GermanCatalog()
    defer { german.end() }
    let directory = try TemporaryDirectory(prefix: "animals-german")
    let harness = AnimalsTestHarness(directory: directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    let root = try #require(window.root?.widget)

    #expect(cgtk_window_get_title(root).map { String(cString: $0) } == "Tiere")
    for (key, label) in [("add-animal", "Tier hinzufügen"), ("categories-list", "Kategorien"), ("animal-search", "Tiere suchen")] {
      let widget = try #require(harness.widget(key, in: window))
      #expect(cgtk_accessible_label_is(widget, label) != 0, "\(key)")
    }
    let titles = Dictionary(window.windowActions.map { ($0.name, $0.title ?? "") }) { first, _ in first }
    #expect(titles["find"] == "Suchen")
    #expect(titles["add-animal"] == "Tier hinzufügen")
    #expect(titles["quit"] == "Beenden")

    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: window).contains("Dog") }
    harness.select("Dog", inList: "animals-list", in: window)
    try await harness.waitUntil("the dog is shown") { harness.text("detail-diet", in: window) != nil }
    #expect(harness.text("detail-diet", in: window) == "Fleischfresser")
    #expect(harness.text("detail-edit", in: window) == "Bearbeiten")
    let animalsList = try #require(harness.widget("animals-list", in: window))
    #expect(cgtk_accessible_label_is(animalsList, "Tiere in Mammal") != 0)

    harness.click("detail-delete", in: window)
    try await harness.waitUntil("the confirmation opens") { harness.exists("delete-confirmation", in: window) }
    let alert = try #require(harness.widget("delete-confirmation", in: window))
    #expect(cgtk_find_button(alert, "Löschen") != nil)
    #expect(cgtk_find_button(alert, "Abbrechen") != nil)
    harness.respond("Abbrechen", in: "delete-confirmation", in: window)
    try await harness.waitUntil("the confirmation closes") { !harness.exists("delete-confirmation", in: window) }

    harness.app.openInspector()
    let inspector = try #require(harness.app.inspector?.window)
    defer { inspector.close() }
    #expect(cgtk_window_get_title(try #require(inspector.root?.widget)).map { String(cString: $0) } == "Inspektor — Animals")
    #expect(GtkTestSupport.widget("jump", in: inspector).flatMap { cgtk_button_get_label($0) }.map { String(cString: $0) } == "Dorthin springen")
  }
}
}
