//  GalleryWindowTestingTests.swift

import AppShell
import AppTesting
import GalleryData
import Testing

extension GtkSuite {
/// The widget gallery driven through the testing library: its controls by role and name, the
/// keyboard's walk and how it looks.
@MainActor @Suite
struct GalleryWindowTestingTests {
  let fixture = GalleryGtkFixture()

  private func open() -> WindowTest {
    WindowTest(self.fixture.app.openWindow(), scheduler: self.fixture.scheduler)
  }

  @Test func controlsChangeWhatTheGalleryShows() throws {
    let window = self.open()
    defer { window.window.close() }
    try window.click("Clicked 0 times")
    #expect(try window.control(.button, "Clicked 1 time").isEnabled)
    try window.click(.checkBox, "Check button")
    #expect(try window.control(.checkBox, "Check button").isChecked == true)
    #expect(try window.control(.button, "Always off").isEnabled == false)
    try window.choose("Choices and dates")
    try window.choose("Chocolate", in: "Flavour")
    #expect(self.fixture.store.select(\.flavour) == 1)
    #expect(throws: WindowTestError.self) { try window.choose("Pistachio", in: "Flavour") }
    try window.choose("Text")
    // A multi-line text view is a text field too: typed into and read back.
    try window.type("Two\nlines", into: "Notes")
    #expect(try window.control(.textField, "Notes").text == "Two\nlines")
    #expect(self.fixture.store.select(\.notes) == "Two\nlines")
  }

  @Test func theKeyboardWalkNamesEveryStop() throws {
    let window = self.open()
    defer { window.window.close() }
    let transcript = window.transcript(rowsPerList: 2)
    #expect(transcript.unnamed.isEmpty, "\(transcript)")
    #expect(transcript.lines.prefix(4) == [
      "list item “Buttons and toggles”, selected",
      "list item “Text”",
      "button “Clicked 0 times”",
      "button “Suggested”",
    ], "\(transcript)")
    #expect(transcript.lines.last == "switch “Show disabled”, not checked")
  }

  @Test func everyTextIsTranslatedAndFitsInALongerLanguage() throws {
    try LanguageGates.expectTranslatedAndUnclipped { self.open() }
  }

  @Test func theWindowLooksAsItsReferenceRightToLeft() throws {
    try LanguageGates.expectRightToLeft({ self.open() }, named: "gallery")
  }

  @Test func theWindowLooksAsItsReferencesInEnglishAndGermanLightAndDark() throws {
    let window = self.open()
    defer { window.window.close() }
    try ScreenshotMatrix.expect(window, named: "gallery")
  }
}
}
