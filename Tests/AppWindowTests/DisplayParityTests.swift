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

  private func announcements(_ open: (WindowTest.Display) throws -> WindowTest, on display: WindowTest.Display) throws -> [String] {
    let window = try open(display)
    defer { window.window.close() }
    return window.controls.map(\.announcement).filter { !Self.titleBar.contains($0) }
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

  /// A dialog open over the window is where the controls are, on both.
  @Test func animalsDeleteConfirmation() throws {
    let scheduler = ManualScheduler()
    try self.expectSame { display in
      let store = AnimalsApp.makeStore()
      let window = try WindowTest(opening: AnimalsApp.make(store: store, scheduler: scheduler), scheduler: scheduler, on: display)
      try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
      try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
      window.settle()
      try window.choose("Mammal")
      try window.choose("Red kangaroo")
      try window.click("Delete")
      return window
    }
  }

  @Test func animalsEditor() throws {
    let scheduler = ManualScheduler()
    try self.expectSame { display in
      let store = AnimalsApp.makeStore()
      let window = try WindowTest(opening: AnimalsApp.make(store: store, scheduler: scheduler), scheduler: scheduler, on: display)
      try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
      try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
      window.settle()
      try window.choose("Mammal")
      try window.click("Add Animal")
      try window.type("Wombat", into: "Name")
      return window
    }
  }

  @Test func animals() throws {
    let scheduler = ManualScheduler()
    try self.expectSame { display in
      let store = AnimalsApp.makeStore()
      let window = try WindowTest(opening: AnimalsApp.make(store: store, scheduler: scheduler), scheduler: scheduler, on: display)
      try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
      try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
      window.settle()
      try window.choose("Mammal")
      try window.choose("Red kangaroo")
      return window
    }
  }

  @Test func quakes() throws {
    let scheduler = ManualScheduler()
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: QuakesWindowTests.feed), from: QuakesWindowTests.feed.path, now: QuakesWindowTests.now)
    try self.expectSame { display in
      let store = QuakesApp.makeStore()
      let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
      let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
      try store.dispatch(action: .data(.cacheDidLoad(contents.quakes)))
      window.settle()
      try window.type("Indonesia", into: "Search earthquakes")
      try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
      return window
    }
  }

  /// A toast, over the window's content, on both.
  @Test func quakesToast() throws {
    let scheduler = ManualScheduler()
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: QuakesWindowTests.feed), from: QuakesWindowTests.feed.path, now: QuakesWindowTests.now)
    try self.expectSame { display in
      let store = QuakesApp.makeStore()
      let app = QuakesApp.make(store: store, scheduler: scheduler, calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
      let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
      try store.dispatch(action: .data(.cacheDidLoad(contents.quakes)))
      window.settle()
      try window.type("Bengkulu", into: "Search earthquakes")
      try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
      _ = window.window.activateAction("delete-selected")
      window.settle()
      return window
    }
  }
}
