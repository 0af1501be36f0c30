//  AnimalsWindowTestingTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import ImmutableData
import ImmutableUI
import TestSupport
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

  /// Report a Problem's dialog on GTK, the README's picture of it: its words are read by the keyboard's
  /// walk, and it renders (what it saves is tested on both displays in AppWindowTests).
  @Test func theProblemReportDialogSaysWhereTheReportIs() throws {
    let folder = try TemporaryDirectory(prefix: "problem-report")
    let app = AnimalsApp.make(store: self.store, scheduler: self.scheduler)
    app.enableInspector(logVersion: AnimalsApp.actionLogVersion, redacting: AnimalsApp.reportRedaction, exportDirectory: folder.url)
    let window = try WindowTest(opening: app, scheduler: self.scheduler)
    defer { window.window.close() }
    #expect(window.window.activateAction("report-problem"))
    window.settle()
    #expect(window.transcript().lines == ["button “Close”"])
    #expect(window.shows("Report Saved"))
    let dialog = try #require(window.window.root?.find(name: "problem-report")?.widget)
    let picture = try #require(Screenshot.of(dialog))
    if let docs = ScreenshotMatrix.docsFolder {
      try picture.writePNG(to: "\(docs)/problem-report.png")
    }
    try window.click("Close")
    #expect(!window.showsDialog)
  }

  /// The delete confirmation is where the keyboard walks while it is open (what it sends is tested on
  /// both displays in AppWindowTests).
  @Test func theDeleteDialogIsWhereTheKeyboardWalks() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.choose("Red kangaroo")
    try window.click("Delete")
    #expect(window.transcript().lines.contains("button “Cancel”"))
    try window.click("Cancel")
    #expect(!window.showsDialog)
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
