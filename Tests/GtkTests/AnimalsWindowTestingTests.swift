//  AnimalsWindowTestingTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// The Animals window driven through the testing library on the sample data (no listener: what the
/// window shows for a state and what it sends): choosing rows, searching, the keyboard's walk and how it
/// looks.
@MainActor @Suite
struct AnimalsWindowTestingTests {
  let scheduler = ManualScheduler()
  let store = AnimalsApp.makeStore()

  private func open() throws -> WindowTest {
    let window = try WindowTest(opening: AnimalsApp.make(store: self.store, scheduler: self.scheduler), scheduler: self.scheduler)
    try self.store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
    try self.store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
    window.settle()
    return window
  }

  @Test func choosingACategoryAndAnAnimalShowsItsDetails() throws {
    let window = try self.open()
    defer { window.window.close() }
    #expect(window.shows("Select a category"))
    try window.choose("Mammal")
    #expect(window.controls.filter { $0.role == .listItem }.compactMap(\.name).contains("Red kangaroo"))
    try window.choose("Red kangaroo")
    #expect(try window.control(.button, "Delete").isEnabled)
    #expect(window.shows("Red kangaroo"))
  }

  /// Delete asks first, in a dialog the test then acts in (the window behind takes no input); Cancel
  /// closes it and keeps the animal.
  @Test func deleteAsksInADialogWhereTheTestActs() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.choose("Red kangaroo")
    try window.click("Delete")
    #expect(window.showsDialog)
    #expect(window.shows("Delete Red kangaroo?"))
    #expect(window.transcript().lines.contains("button “Cancel”"))
    #expect(throws: WindowTestError.self) { try window.press(.control("z")) }
    try window.click("Cancel")
    #expect(!window.showsDialog)
    #expect(window.shows("Red kangaroo"))
    try window.click("Delete")
    try window.click("Delete")
    #expect(!window.showsDialog)
    #expect(self.store.select { $0.animals.queue["Kangaroo"] } == .waiting, "the delete was sent: the listener would now carry it out")
  }

  /// Down in a list moves to the next row and selects it, as the key does; the transcript's walk selects
  /// nothing.
  @Test func theArrowsMoveTheSelectionAndTheWalkDoesNot() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("Mammal")
    _ = window.transcript()
    #expect(window.controls.first { $0.isSelected == true }?.name == "Mammal")
    try window.press(.down)
    #expect(window.focused?.announcement == "list item “Reptile”, selected")
    #expect(window.shows("Reptile"))
  }

  @Test func searchingNarrowsTheAnimals() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.type("kang", into: "Search animals")
    let animals = window.controls.filter { $0.role == .listItem && $0.name?.contains("kangaroo") == true }
    #expect(animals.count == 1)
    #expect(window.controls.filter { $0.role == .listItem }.compactMap(\.name).contains("Hedgehog") == false)
  }

  /// The status pages are Tab stops (libadwaita scrolls them by keys): each says what it shows.
  @Test func theKeyboardWalkNamesEveryStop() throws {
    let window = try self.open()
    defer { window.window.close() }
    let transcript = window.transcript(rowsPerList: 2)
    #expect(transcript.lines == [
      "button “Add Animal”",
      "button “Main Menu”",
      "list item “Amphibian”",
      "list item “Bird”",
      "search field “Search animals”",
      "group “Select a category”",
      "group “Select an animal”",
    ], "\(transcript)")
  }

  @Test func everyTextIsTranslatedAndFitsInALongerLanguage() throws {
    try LanguageGates.expectTranslatedAndUnclipped { try self.open() }
  }

  @Test func theWindowLooksAsItsReferenceRightToLeft() throws {
    try LanguageGates.expectRightToLeft({ try self.open() }, named: "animals")
  }

  @Test func theWindowLooksAsItsReferencesInEnglishAndGermanLightAndDark() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.choose("Red kangaroo")
    try ScreenshotMatrix.expect(window, named: "animals")
  }
}
}
