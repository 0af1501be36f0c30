//  GalleryWindowTests.swift

import AppShell
import AppTesting
import GalleryData
import GalleryUI
import ImmutableUI
import Testing

/// The widget gallery's controls by role and name, once with no display and once on GTK (under a
/// display): every kind the gallery shows is operated the same way on both.
@MainActor @Suite(.serialized)
struct GalleryWindowTests {
  let store = GalleryApp.makeStore()
  let scheduler = ManualScheduler()

  private func open(on display: WindowTest.Display) throws -> WindowTest {
    try WindowTest(opening: GalleryApp.make(store: self.store, scheduler: self.scheduler), scheduler: self.scheduler, on: display)
  }

  @Test(arguments: WindowTest.displays)
  func controlsChangeWhatTheGalleryShows(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.click("Clicked 0 times")
    #expect(try window.control(.button, "Clicked 1 time").isEnabled)
    try window.click(.checkBox, "Check button")
    #expect(try window.control(.checkBox, "Check button").isChecked == true)
    #expect(try window.control(.button, "Always off").isEnabled == false)
    #expect(throws: WindowTestError.self) { try window.click("Always off") }
    try window.choose("Choices and dates")
    try window.choose("Chocolate", in: "Flavour")
    #expect(self.store.select(\.flavour) == 1)
    #expect(throws: WindowTestError.self) { try window.choose("Pistachio", in: "Flavour") }
    try window.choose("Text")
    // A multi-line text view is a text field too: typed into and read back.
    try window.type("Two\nlines", into: "Notes")
    #expect(try window.control(.textField, "Notes").text == "Two\nlines")
    #expect(self.store.select(\.notes) == "Two\nlines")
  }

  /// Copy puts the notes on the clipboard; Paste adds what another app copied to them (the text is read
  /// asynchronously from the clipboard on GTK).
  @Test(arguments: WindowTest.displays)
  func copyAndPasteGoThroughTheClipboard(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Text")
    try window.type("Notes", into: "Notes")
    try window.click("Copy")
    #expect(window.clipboardText == "Notes")
    window.clipboardText = " from elsewhere"
    try window.click("Paste")
    window.settle()
    #expect(self.store.select(\.notes) == "Notes from elsewhere")
    #expect(try window.control(.textField, "Notes").text == "Notes from elsewhere")
  }

  /// The view switcher's tabs choose the view stack's page, as the stack switcher's do.
  @Test(arguments: WindowTest.displays)
  func theViewSwitcherChoosesThePage(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Pages and sections")
    #expect(window.shows("Recently opened files."))
    try window.click(.tab, "Starred")
    #expect(self.store.select(\.viewPage) == "starred")
    #expect(window.shows("Files marked with a star."))
    #expect(!window.shows("Recently opened files."))
  }

  /// A tab's close button asks the app, which closes it in its state; the tab goes with it, and the
  /// next tab shows. Reopen brings them back.
  @Test(arguments: WindowTest.displays)
  func aTabsCloseButtonClosesItThroughTheState(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Pages and sections")
    #expect(window.shows("Notes taken today."))
    try window.click("Close Notes")
    #expect(self.store.select(\.openDocuments) == ["tasks", "ideas"])
    #expect(!window.shows("Notes") && window.shows("Things to do."))
    #expect(throws: WindowTestError.self) { try window.control(.button, "Close Notes") }
    try window.click("Reopen All Tabs")
    #expect(window.shows("Notes") && window.shows("Things to do."), "the selected tab stays")
    #expect(try window.control(.button, "Close Notes").isEnabled)
  }

  /// The preferences window opens over the gallery, takes the input while it is open, and its rows change
  /// the store; Escape closes it through the state.
  @Test(arguments: WindowTest.displays)
  func thePreferencesWindowChangesTheStoreAndClosesWithEscape(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Menus and dialogs")
    try window.click("Preferences…")
    #expect(window.showsDialog)
    try window.click(.switch, "Show Disabled")
    #expect(self.store.select(\.isDisabled))
    try window.type("Ada", into: "Name")
    #expect(self.store.select(\.name) == "Ada")
    try window.press(.escape)
    #expect(!window.showsDialog)
    #expect(!self.store.select(\.showsPreferences))
  }

  /// Only the chosen page is shown: the other pages' controls are not found until their row is chosen.
  @Test(arguments: WindowTest.displays)
  func onlyTheChosenPageIsShown(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(throws: WindowTestError.self) { try window.control(.textField, "Notes") }
    try window.choose("Text")
    #expect(try window.control(.textField, "Notes").isEnabled)
    #expect(throws: WindowTestError.self) { try window.control(.checkBox, "Check button") }
  }

  /// Typing a number into a spin button sets its value, as typing and leaving the field does.
  @Test(arguments: WindowTest.displays)
  func typingIntoASpinButtonSetsItsValue(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Numbers and progress")
    try window.type("4.5", into: "Count")
    #expect(self.store.select(\.count) == 4.5)
    #expect(try window.control(.spinButton, "Count").text == "4.5")
  }
}
