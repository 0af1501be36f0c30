//  CounterWindowTestingTests.swift

import AppShell
import AppTesting
import CounterData
import CounterUI
import DeclarativeViews
import Testing

extension GtkSuite {
/// The Counter window driven through the testing library, as an app developer's test would: by what a
/// screen reader sees, the pointer and the keyboard.
@MainActor @Suite
struct CounterWindowTestingTests {
  let fixture = CounterGtkFixture()

  private func open() -> WindowTest {
    WindowTest(self.fixture.app.openWindow(), scheduler: self.fixture.scheduler)
  }

  @Test func theKeyboardReachesEveryControl() throws {
    let window = self.open()
    defer { window.window.close() }
    #expect(window.transcript().lines == [
      "button “Increment”",
      "button “Decrement”",
      "button “Main Menu”",
    ])
    try window.click("Increment")
    #expect(window.transcript().lines == [
      "button “Increment”",
      "button “Decrement”",
      "button “Undo”",
      "button “Main Menu”",
    ])
    // The walk leaves the focus where it was: on the first control, where GTK put it.
    #expect(window.focused?.announcement == "button “Increment”")
    try window.press(.return)
    #expect(window.shows("Value: 2"))
    try window.press(.tab)
    #expect(window.focused?.announcement == "button “Decrement”")
    try window.press(.return)
    #expect(window.shows("Value: 1"))
    try window.press(.shiftTab)
    #expect(window.focused?.announcement == "button “Increment”")
  }

  @Test func everyTextIsTranslatedAndFitsInALongerLanguage() throws {
    try LanguageGates.expectTranslatedAndUnclipped { self.open() }
  }

  @Test func theWindowLooksAsItsReferenceRightToLeft() throws {
    try LanguageGates.expectRightToLeft({ self.open() }, named: "counter")
  }

  @Test func theWindowLooksAsItsReferencesInEnglishAndGermanLightAndDark() throws {
    let window = self.open()
    defer { window.window.close() }
    try window.click("Increment")
    try ScreenshotMatrix.expect(window, named: "counter-window", writesDocs: false)
  }

  /// The README's picture of the inspector: Counter after its third action, that action chosen, why
  /// it rendered shown and its state searched.
  @Test func theInspectorShowsTheThirdAction() throws {
    let window = self.open()
    defer { window.window.close() }
    try window.press(.shortcut("<Control><Shift>i"))
    let inspector = WindowTest(try #require(self.fixture.app.inspector?.window), scheduler: self.fixture.scheduler)
    defer { inspector.window.close() }
    for name in ["Increment", "Increment", "Decrement"] {
      try window.click(name)
      window.settle()
    }
    inspector.settle()
    let rows = inspector.controls.filter { $0.role == .listItem }.compactMap(\.name)
    #expect(rows.count == 3)
    try inspector.choose(try #require(rows.last))
    try inspector.type("value", into: "Search state")
    #expect(inspector.shows("state.value: 1"))
    if let folder = ScreenshotMatrix.docsFolder {
      try inspector.screenshot().writePNG(to: "\(folder)/inspector.png")
    }
  }

  /// The README's picture of skip and replay: Counter's second action skipped, the window showing the
  /// history without it, the inspector offering Commit.
  @Test func theInspectorSkipsTheSecondAction() throws {
    let window = self.open()
    defer { window.window.close() }
    for name in ["Increment", "Increment", "Decrement"] {
      try window.click(name)
    }
    try window.press(.shortcut("<Control><Shift>i"))
    let inspector = WindowTest(try #require(self.fixture.app.inspector?.window), scheduler: self.fixture.scheduler)
    defer { inspector.window.close() }
    let rows = inspector.controls.filter { $0.role == .listItem }.compactMap(\.name)
    try inspector.choose(rows[1])
    try inspector.click("Skip This Action")
    window.settle()
    #expect(window.shows("Value: 0"))
    #expect(try inspector.control(.button, "Commit").isEnabled)
    if let folder = ScreenshotMatrix.docsFolder {
      try inspector.screenshot().writePNG(to: "\(folder)/inspector-skip.png")
      try window.screenshot().writePNG(to: "\(folder)/counter-skip.png")
    }
  }

  /// The README's picture: two windows on one store, both showing the same value.
  @Test func twoWindowsShowOneStore() throws {
    let first = self.open()
    let second = self.open()
    defer {
      ColorScheme.force(dark: nil)
      first.window.close()
      second.window.close()
    }
    try first.click("Increment")
    try second.click("Increment")
    second.settle()
    #expect(first.shows("Value: 2") && second.shows("Value: 2"))
    guard let folder = ScreenshotMatrix.docsFolder else { return }
    for dark in [false, true] {
      ColorScheme.force(dark: dark)
      first.settle()
      second.settle()
      let pair = try Screenshot.sideBySide([first.screenshot(), second.screenshot()], gap: 12)
      try pair.writePNG(to: "\(folder)/counter\(dark ? "-dark" : "").png")
    }
  }
}
}
