//  AnimalsConflictTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import CGtk
import Foundation
import TestSupport
import Testing

/// Someone else (another app on the same database) changes the animal the window is editing: Save is
/// refused, the window says so and shows the current values, and Retry or Discard is the user's choice.
extension GtkSuite {
@MainActor @Suite struct AnimalsConflictTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
  }

  func storedDog() async throws -> Animal? {
    try await LocalStore(directory: self.directory.url).fetchAnimals().first { $0.animalId == "Dog" }
  }

  /// Opens the dog's editor in a window, then lets another store rename the dog to Wolf.
  func editTheDogChangedElsewhere(_ harness: AnimalsTestHarness) async throws -> any WindowHosting {
    let window = try await harness.openLoadedWindow()
    harness.select("Mammal", inList: "categories-list", in: window)
    try await harness.waitUntil("the mammals are listed") { harness.animalNames(in: window).contains("Dog") }
    harness.select("Dog", inList: "animals-list", in: window)
    try await harness.waitUntil("Edit is enabled") { harness.isSensitive("detail-edit", in: window) == true }
    harness.click("detail-edit", in: window)
    try await harness.waitUntil("the editor opens with the dog") { harness.text("editor-name", in: window) == "Dog" }
    _ = try await LocalStore(directory: self.directory.url).updateAnimal(animalId: "Dog", name: "Wolf", diet: .carnivore, categoryId: "Mammal")
    harness.type("Rex", into: "editor-name", in: window)
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the window says someone else changed the dog") { harness.exists("conflict-banner", in: window) }
    return window
  }

  @Test func aSaveOverSomeoneElsesChangeIsShownAndRetryMakesIt() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    let window = try await self.editTheDogChangedElsewhere(harness)
    #expect(!harness.exists("editor", in: window))
    let message = try #require(harness.text("conflict-message", in: window))
    #expect(message.contains("Someone else changed “Dog”"))
    #expect(message.contains("It is now “Wolf”, Carnivore, in Mammal"))
    #expect(message.contains("yours was “Rex”"))
    try await harness.waitUntil("the window shows the current name") { harness.text("detail-name", in: window) == "Wolf" }
    #expect(try await self.storedDog()?.name == "Wolf")

    harness.click("conflict-retry", in: window)
    try await harness.waitUntil("the change is made and the banner goes") {
      !harness.exists("conflict-banner", in: window) && harness.text("detail-name", in: window) == "Rex"
    }
    #expect(try await self.storedDog() == Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 3))
    harness.quit()
  }

  @Test func discardKeepsSomeoneElsesChange() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    let window = try await self.editTheDogChangedElsewhere(harness)
    harness.click("conflict-discard", in: window)
    try await harness.waitUntil("the banner goes") { !harness.exists("conflict-banner", in: window) }
    #expect(harness.text("detail-name", in: window) == "Wolf")
    #expect(try await self.storedDog()?.name == "Wolf")
    harness.quit()
  }
}
}
