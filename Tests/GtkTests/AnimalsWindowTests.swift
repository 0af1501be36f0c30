//  AnimalsWindowTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import CGtk
import Foundation
import TestSupport
import Testing

/// The Animals app on a local store in a temporary directory, driven through real GTK widgets
/// (needs a display: run under xvfb-run).
extension GtkSuite {
@MainActor @Suite struct AnimalsWindowTests {
  static let categories = ["Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"]
  static let diets = ["Herbivore", "Carnivore", "Omnivore"]

  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
  }

  @Test func addingAnAnimalThroughTheEditorShowsItInBothWindows() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let first = try await harness.openLoadedWindow()
    let second = try await harness.openLoadedWindow()
    harness.select("Amphibian", inList: "categories-list", in: first)
    harness.select("Amphibian", inList: "categories-list", in: second)
    try await harness.waitUntil("both windows show the amphibians") {
      harness.animalNames(in: first) == ["Newt"] && harness.animalNames(in: second) == ["Newt"]
    }

    harness.click("add-animal", in: first)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: first) }
    #expect(!harness.exists("editor", in: second))
    #expect(harness.isSensitive("editor-save", in: first) == false)
    harness.type("Frog", into: "editor-name", in: first)
    harness.choose("Carnivore", in: "editor-diet", in: first, choices: Self.diets)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: first) == true }
    harness.click("editor-save", in: first)

    try await harness.waitUntil("the editor closes and both windows list the frog") {
      !harness.exists("editor", in: first)
        && harness.animalNames(in: first) == ["Frog", "Newt"]
        && harness.animalNames(in: second) == ["Frog", "Newt"]
    }
  }

  /// The name field takes no more than a name may have: the limit shows as the user types.
  @Test func theNameFieldTakesNoMoreThanANameMayHave() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.click("add-animal", in: window)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
    harness.type(String(repeating: "x", count: AnimalName.maxLength + 50), into: "editor-name", in: window)
    #expect(harness.text("editor-name", in: window)?.count == AnimalName.maxLength)
  }

  @Test func editingAnAnimalChangesItEverywhere() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let first = try await harness.openLoadedWindow()
    let second = try await harness.openLoadedWindow()
    for window in [first, second] {
      harness.select("Mammal", inList: "categories-list", in: window)
    }
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: first).contains("Dog") }
    harness.select("Dog", inList: "animals-list", in: first)
    try await harness.waitUntil("the detail shows the dog") { harness.text("detail-name", in: first) == "Dog" }
    #expect(harness.text("detail-diet", in: first) == "Carnivore")
    // Selection is per window: the second window still has none.
    #expect(harness.exists("detail-empty", in: second))

    harness.click("detail-edit", in: first)
    try await harness.waitUntil("the editor opens with the dog") { harness.text("editor-name", in: first) == "Dog" }
    harness.type("Hound", into: "editor-name", in: first)
    harness.choose("Omnivore", in: "editor-diet", in: first, choices: Self.diets)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: first) == true }
    harness.click("editor-save", in: first)

    try await harness.waitUntil("the edit shows in both windows") {
      !harness.exists("editor", in: first)
        && harness.text("detail-name", in: first) == "Hound"
        && harness.text("detail-diet", in: first) == "Omnivore"
        && harness.animalNames(in: second) == ["Cat", "Hound", "Red kangaroo", "Southern gibbon"]
    }
  }

  @Test func deletingAsksFirstAndRemovesTheAnimal() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.select("Bird", inList: "categories-list", in: window)
    try await harness.waitUntil("the birds are listed") { harness.animalNames(in: window) == ["House sparrow"] }
    harness.select("Sparrow", inList: "animals-list", in: window)
    try await harness.waitUntil("Delete is enabled") { harness.isSensitive("detail-delete", in: window) == true }

    // Cancelling keeps the animal.
    harness.click("detail-delete", in: window)
    try await harness.waitUntil("the confirmation opens") { harness.exists("delete-confirmation", in: window) }
    let alert = try #require(harness.mounted("delete-confirmation", in: window))
    #expect(String(cString: cgtk_window_get_title(alert.widget)) == "Delete House sparrow?")
    #expect(cgtk_adw_message_dialog_get_body(alert.widget).map { String(cString: $0) } == "House sparrow will be removed from the data.")
    let delete = try #require(cgtk_find_button(alert.widget, "Delete"))
    #expect(cgtk_widget_has_css_class(delete, "destructive") != 0)
    harness.respond("Cancel", in: "delete-confirmation", in: window)
    try await harness.waitUntil("the confirmation closes") { !harness.exists("delete-confirmation", in: window) }
    #expect(harness.animalNames(in: window) == ["House sparrow"])

    // The Delete key asks the same question; confirming deletes.
    #expect(window.activateAction("delete-animal"))
    try await harness.waitUntil("the confirmation opens again") { harness.exists("delete-confirmation", in: window) }
    harness.respond("Delete", in: "delete-confirmation", in: window)
    try await harness.waitUntil("the sparrow is gone") {
      harness.exists("animals-empty", in: window) && harness.exists("detail-empty", in: window)
    }
    #expect(harness.text("empty-add-animal", in: window) == "Add Animal")
    #expect(window.isActionEnabled("delete-animal") == false)
  }

  @Test func aRestartedAppFindsTheChanges() async throws {
    let before = AnimalsTestHarness(directory: self.directory.url)
    let window = try await before.openLoadedWindow()
    #expect(window.activateAction("add-animal"))
    try await before.waitUntil("the editor opens") { before.exists("editor", in: window) }
    before.type("Goldfish", into: "editor-name", in: window)
    before.choose("Fish", in: "editor-category", in: window, choices: Self.categories)
    before.choose("Omnivore", in: "editor-diet", in: window, choices: Self.diets)
    try await before.waitUntil("Save is enabled") { before.isSensitive("editor-save", in: window) == true }
    before.click("editor-save", in: window)
    try await before.waitUntil("the editor closes") { !before.exists("editor", in: window) }
    before.select("Amphibian", inList: "categories-list", in: window)
    try await before.waitUntil("the newt is listed") { before.animalNames(in: window) == ["Newt"] }
    before.select("Newt", inList: "animals-list", in: window)
    try await before.waitUntil("Delete is enabled") { window.isActionEnabled("delete-animal") == true }
    #expect(window.activateAction("delete-animal"))
    try await before.waitUntil("the confirmation opens") { before.exists("delete-confirmation", in: window) }
    before.respond("Delete", in: "delete-confirmation", in: window)
    try await before.waitUntil("the newt is gone") { before.exists("animals-empty", in: window) }
    before.quit()

    let after = AnimalsTestHarness(directory: self.directory.url)
    defer { after.quit() }
    let reopened = try await after.openLoadedWindow()
    after.select("Fish", inList: "categories-list", in: reopened)
    try await after.waitUntil("the goldfish is back") { after.animalNames(in: reopened) == ["Goldfish"] }
    after.select("Amphibian", inList: "categories-list", in: reopened)
    try await after.waitUntil("the amphibians are still empty") { after.exists("animals-empty", in: reopened) }
  }

  @Test func reloadingSampleDataAsksFirstAndRestoresTheSamples() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    _ = try await LocalStore(directory: self.directory.url).deleteAnimal(animalId: "Cat")
    #expect(window.activateAction("reload-sample-data"))
    try await harness.waitUntil("the confirmation opens") { harness.exists("reload-confirmation", in: window) }
    let alert = try #require(harness.mounted("reload-confirmation", in: window))
    #expect(String(cString: cgtk_window_get_title(alert.widget)) == "Reload Sample Data?")
    harness.respond("Reload", in: "reload-confirmation", in: window)
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the samples are back") {
      harness.animalNames(in: window) == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]
    }
  }

  @Test func theEditorWaitsForAValidEntryAndCancelChangesNothing() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.click("add-animal", in: window)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
    #expect(harness.isSensitive("editor-save", in: window) == false)
    harness.type("   ", into: "editor-name", in: window)
    harness.choose("Reptile", in: "editor-category", in: window, choices: Self.categories)
    harness.choose("Carnivore", in: "editor-diet", in: window, choices: Self.diets)
    try await harness.waitUntil("a render") { harness.app.windows.count == 1 }
    #expect(harness.isSensitive("editor-save", in: window) == false)
    harness.type("Gecko", into: "editor-name", in: window)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-cancel", in: window)
    try await harness.waitUntil("the editor closes") { !harness.exists("editor", in: window) }
    #expect(harness.store.state.animals.data.count == SampleData.animals.count)
  }

  @Test func everyControlHasAnAccessibleName() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { !harness.animalNames(in: window).isEmpty }
    harness.select("Cat", inList: "animals-list", in: window)
    harness.click("add-animal", in: window)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
    let labelled: [(key: String, name: String)] = [
      ("add-animal", "Add Animal"), ("main-menu", "Main Menu"), ("categories-list", "Categories"),
      ("editor-name", "Name"), ("editor-category", "Category"), ("editor-diet", "Diet"),
    ]
    for (key, name) in labelled {
      #expect(harness.mounted(key, in: window)?.view.properties[.accessibleLabel] == .string(name), "\(key)")
    }
    #expect(harness.text("editor-save", in: window) == "Save")
    #expect(harness.text("editor-cancel", in: window) == "Cancel")
    #expect(harness.text("detail-edit", in: window) == "Edit")
    #expect(harness.text("detail-delete", in: window) == "Delete")
  }
}
}
