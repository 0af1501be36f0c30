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
