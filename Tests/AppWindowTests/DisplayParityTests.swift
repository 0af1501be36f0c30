//  DisplayParityTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import CounterUI
import Foundation
import GalleryUI
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesUI
import Testing

/// A window with no display shows what it shows on GTK: the same labels and the same controls, by role
/// and name, in every app. What a test finds with no display, it finds on GTK too.
@MainActor @Suite(.serialized, .enabled(if: WindowTest.hasDisplay, "compares with GTK: needs a display"))
struct DisplayParityTests {
  /// GTK's own title-bar buttons, which no view describes.
  static let titleBar: Set<String> = ["button “Minimize”", "button “Maximize”", "button “Close”"]
  /// The controls of custom widgets (`View.gtk`): made only on GTK, so a window with no display has none
  /// (a test reads their descriptions with `customWidget(as:)`).
  static let customWidgets = ["text field “Code”"]

  private func announcements(_ open: (WindowTest.Display) throws -> WindowTest, on display: WindowTest.Display) throws -> [String] {
    let window = try open(display)
    defer { window.window.close() }
    return window.controls.map(\.announcement).filter { line in
      !Self.titleBar.contains(line) && !Self.customWidgets.contains { line.hasPrefix($0) }
    }
  }

  /// `beyondScreen`: GTK makes the rows on screen alone, while a window with no display reads the
  /// first `RecordedControls.rowLimit` rows: the rows GTK did not make are left out of the comparison.
  private func expectSame(beyondScreen: Bool = false, sourceLocation: SourceLocation = #_sourceLocation, _ open: (WindowTest.Display) throws -> WindowTest) throws {
    let gtk = try self.announcements(open, on: .gtk)
    let rowRoles = ["grid cell “", "row “", "list item “"]
    var left = Dictionary(gtk.map { ($0, 1) }, uniquingKeysWith: +)
    let recorded = try self.announcements(open, on: .none).filter { line in
      defer { left[line, default: 0] -= 1 }
      return !beyondScreen || left[line, default: 0] > 0 || !rowRoles.contains { line.hasPrefix($0) }
    }
    #expect(recorded.filter { !gtk.contains($0) } == [], "only with no display", sourceLocation: sourceLocation)
    #expect(gtk.filter { !recorded.contains($0) } == [], "only on GTK", sourceLocation: sourceLocation)
    let firstDifference = zip(recorded, gtk).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(recorded == gtk, "in another order from \(firstDifference.map { "\(recorded[$0]) ≠ \(gtk[$0])" } ?? "the end")", sourceLocation: sourceLocation)
  }

  @Test func counter() throws {
    let scheduler = ManualScheduler()
    try self.expectSame { display in
      try WindowTest(opening: CounterApp.make(store: CounterApp.makeStore(), scheduler: scheduler), scheduler: scheduler, on: display)
    }
  }

  /// Every section of the gallery: every kind of widget the view layer has.
  @Test(arguments: [
    "Buttons and toggles", "Text", "Numbers and progress", "Choices and dates", "Pages and sections", "Grid and table",
    "Images and links", "Menus and dialogs",
  ])
  func gallery(section: String) throws {
    let scheduler = ManualScheduler()
    try self.expectSame(beyondScreen: section == "Grid and table") { display in
      let window = try WindowTest(opening: GalleryApp.make(store: GalleryApp.makeStore(), scheduler: scheduler), scheduler: scheduler, on: display)
      try window.choose(section)
      return window
    }
  }

  /// The Animals window on the sample data, after `steps`.
  private func expectSameAnimals(sourceLocation: SourceLocation = #_sourceLocation, _ steps: @escaping (WindowTest) throws -> Void) throws {
    let scheduler = ManualScheduler()
    try self.expectSame(sourceLocation: sourceLocation) { display in
      let window = try AnimalsWindowTests.open(AnimalsApp.makeStore(), scheduler, on: display)
      try steps(window)
      return window
    }
  }

  /// The Quakes window on the feed fixture, after `steps`.
  private func expectSameQuakes(sourceLocation: SourceLocation = #_sourceLocation, _ steps: @escaping (WindowTest) throws -> Void) throws {
    let scheduler = ManualScheduler()
    try self.expectSame(sourceLocation: sourceLocation) { display in
      let window = try QuakesWindowTests.open(QuakesApp.makeStore(), scheduler, on: display)
      try steps(window)
      return window
    }
  }

  @Test func animals() throws {
    try self.expectSameAnimals { window in
      try window.choose("Mammal")
      try window.choose("Red kangaroo")
    }
  }

  /// A dialog open over the window is where the controls are, on both.
  @Test func animalsDeleteConfirmation() throws {
    try self.expectSameAnimals { window in
      try window.choose("Mammal")
      try window.choose("Red kangaroo")
      try window.click("Delete")
    }
  }

  @Test func animalsEditor() throws {
    try self.expectSameAnimals { window in
      try window.choose("Mammal")
      try window.click("Add Animal")
      try window.type("Wombat", into: "Name")
    }
  }

  @Test func quakes() throws {
    try self.expectSameQuakes { window in
      try window.type("Indonesia", into: "Search earthquakes")
      try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    }
  }

  /// A toast, over the window's content, on both.
  @Test func quakesToast() throws {
    try self.expectSameQuakes { window in
      try window.type("Bengkulu", into: "Search earthquakes")
      try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
      _ = window.window.activateAction("delete-selected")
      window.settle()
    }
  }
}
