//  AnimalsUndoTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import CGtk
import Foundation
import TestSupport
import Testing

/// Undo and Redo in the Animals window: they go through the local store, so a restart finds what the
/// user saw; both windows follow, and the buttons are enabled only when there is something to do.
extension GtkSuite {
@MainActor @Suite struct AnimalsUndoTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
  }

  func storedAnimals() async throws -> [Animal] {
    try await LocalStore(directory: self.directory.url).fetchAnimals()
  }

  @Test func undoingADeleteBringsTheSameAnimalBackEverywhereAndAfterARestart() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    let first = try await harness.openLoadedWindow()
    let second = try await harness.openLoadedWindow()
    for window in [first, second] {
      harness.select("Bird", inList: "categories-list", in: window)
    }
    try await harness.waitUntil("both windows list the sparrow") {
      harness.animalNames(in: first) == ["House sparrow"] && harness.animalNames(in: second) == ["House sparrow"]
    }
    #expect(harness.mounted("undo", in: first)?.view.properties[.accessibleLabel] == .string("Undo"))
    #expect(harness.mounted("redo", in: first)?.view.properties[.accessibleLabel] == .string("Redo"))
    #expect(harness.isSensitive("undo", in: first) == false)
    #expect(harness.isSensitive("redo", in: first) == false)
    #expect(first.isActionEnabled("undo") == false)

    harness.select("Sparrow", inList: "animals-list", in: first)
    try await harness.waitUntil("Delete is enabled") { harness.isSensitive("detail-delete", in: first) == true }
    harness.click("detail-delete", in: first)
    try await harness.waitUntil("the confirmation opens") { harness.exists("delete-confirmation", in: first) }
    harness.respond("Delete", in: "delete-confirmation", in: first)
    try await harness.waitUntil("the sparrow is gone from both windows and Undo is enabled everywhere") {
      harness.exists("animals-empty", in: first) && harness.exists("animals-empty", in: second)
        && harness.isSensitive("undo", in: first) == true && harness.isSensitive("undo", in: second) == true
    }
    #expect(try await self.storedAnimals().contains { $0.animalId == "Sparrow" } == false)

    harness.click("undo", in: second)
    try await harness.waitUntil("the sparrow is back in both windows") {
      harness.animalNames(in: first) == ["House sparrow"] && harness.animalNames(in: second) == ["House sparrow"]
    }
    let sparrow = SampleData.animals.first { $0.animalId == "Sparrow" }
    #expect(harness.store.state.animals.data["Sparrow"] == sparrow)
    try await harness.waitUntil("Redo is enabled and Undo is not") {
      harness.isSensitive("redo", in: first) == true && harness.isSensitive("undo", in: first) == false
        && first.isActionEnabled("redo") == true
    }
    harness.quit()

    let after = AnimalsTestHarness(directory: self.directory.url)
    defer { after.quit() }
    let reopened = try await after.openLoadedWindow()
    after.select("Bird", inList: "categories-list", in: reopened)
    try await after.waitUntil("the restored sparrow is still there") { after.animalNames(in: reopened) == ["House sparrow"] }
    #expect(after.store.state.animals.data["Sparrow"] == sparrow)
    // The history is the session's: a restarted app has nothing to undo.
    #expect(after.isSensitive("undo", in: reopened) == false)
  }

  @Test func undoingAnAddRemovesItFromTheStoreAndRedoBringsItBack() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    let window = try await harness.openLoadedWindow()
    try await harness.openEditor(inEmptyCategory: "Fish", in: window)
    harness.type("Salmon", into: "editor-name", in: window)
    harness.choose("Carnivore", in: "editor-diet", in: window, choices: GtkSuite.AnimalsWindowTests.diets)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the salmon is listed and Undo is enabled") {
      harness.animalNames(in: window) == ["Salmon"] && window.isActionEnabled("undo") == true
    }

    // Ctrl+Z is the window's "undo" action.
    #expect(window.activateAction("undo"))
    try await harness.waitUntil("the salmon is gone") { harness.exists("animals-empty", in: window) && window.isActionEnabled("redo") == true }
    #expect(try await self.storedAnimals().contains { $0.name == "Salmon" } == false)

    #expect(window.activateAction("redo"))
    try await harness.waitUntil("the salmon is back") { harness.animalNames(in: window) == ["Salmon"] }
    let salmon = try #require(harness.store.state.animals.data.values.first { $0.name == "Salmon" })
    #expect(try await self.storedAnimals().contains(salmon))
    try await harness.waitUntil("Undo is enabled again") { window.isActionEnabled("undo") == true }
    #expect(window.activateAction("undo"))
    try await harness.waitUntil("the salmon is gone again") { harness.exists("animals-empty", in: window) }
    harness.quit()

    let after = AnimalsTestHarness(directory: self.directory.url)
    defer { after.quit() }
    let reopened = try await after.openLoadedWindow()
    after.select("Fish", inList: "categories-list", in: reopened)
    try await after.waitUntil("the fish category is still empty") { after.exists("animals-empty", in: reopened) }
  }

  @Test func undoingAnEditWritesTheOldValuesBack() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    let window = try await harness.openLoadedWindow()
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: window).contains("Dog") }
    harness.select("Dog", inList: "animals-list", in: window)
    try await harness.waitUntil("the detail shows the dog") { harness.text("detail-name", in: window) == "Dog" }
    harness.click("detail-edit", in: window)
    try await harness.waitUntil("the editor opens with the dog") { harness.text("editor-name", in: window) == "Dog" }
    harness.type("Hound", into: "editor-name", in: window)
    harness.choose("Omnivore", in: "editor-diet", in: window, choices: GtkSuite.AnimalsWindowTests.diets)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the edit shows and Undo is enabled") {
      harness.text("detail-name", in: window) == "Hound" && harness.isSensitive("undo", in: window) == true
    }

    harness.click("undo", in: window)
    try await harness.waitUntil("the dog is back") {
      harness.text("detail-name", in: window) == "Dog" && harness.text("detail-diet", in: window) == "Carnivore"
    }
    harness.quit()

    let after = AnimalsTestHarness(directory: self.directory.url)
    defer { after.quit() }
    let reopened = try await after.openLoadedWindow()
    after.select("Mammal", inList: "categories-list", in: reopened)
    try await after.waitUntil("the old name is stored") {
      after.animalNames(in: reopened) == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]
    }
    #expect(after.store.state.animals.data["Dog"]?.diet == .carnivore)
  }

  @Test func aFailedUndoShowsWhyAndCanBeTriedAgain() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.select("Amphibian", inList: "categories-list", in: window)
    try await harness.waitUntil("the newt is listed") { harness.animalNames(in: window) == ["Newt"] }
    harness.select("Newt", inList: "animals-list", in: window)
    try await harness.waitUntil("Delete is enabled") { window.isActionEnabled("delete-animal") == true }
    #expect(window.activateAction("delete-animal"))
    try await harness.waitUntil("the confirmation opens") { harness.exists("delete-confirmation", in: window) }
    harness.respond("Delete", in: "delete-confirmation", in: window)
    try await harness.waitUntil("the newt is gone") { harness.exists("animals-empty", in: window) && window.isActionEnabled("undo") == true }

    // Someone else puts an animal with the newt's id in the store: restoring it must fail.
    let squatter = Animal(animalId: "Newt", name: "Squatter", diet: .herbivore, categoryId: "Reptile")
    _ = try await LocalStore(directory: self.directory.url).restoreAnimal(squatter)
    harness.click("undo", in: window)
    try await harness.waitUntil("the failure shows") {
      harness.text("history-error", in: window) == "Cannot undo: An animal with the same id already exists."
    }
    #expect(harness.store.state.historyFailure == .historyFailed(.undo, .animalExists))
    try await harness.waitUntil("Undo is offered again") { harness.isSensitive("undo", in: window) == true }
    #expect(harness.exists("animals-empty", in: window))

    _ = try await LocalStore(directory: self.directory.url).deleteAnimal(animalId: "Newt")
    harness.click("undo", in: window)
    try await harness.waitUntil("the newt is back and the message gone") {
      harness.animalNames(in: window) == ["Newt"] && !harness.exists("history-error", in: window)
    }
  }
}
}
