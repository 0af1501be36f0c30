//  QuakesWindowTestingTests.swift

import AppShell
import AppTesting
import DeclarativeViews
import Foundation
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesUI
import Testing

extension GtkSuite {
/// The Quakes window driven through the testing library on a day of real quakes (the feed fixture, at
/// the time it was made, in UTC): choosing a quake, searching, the keyboard's walk and how it looks.
@MainActor @Suite
struct QuakesWindowTestingTests {
  nonisolated static let now = Date(timeIntervalSince1970: 1_550_361_461)
  let scheduler = ManualScheduler()
  let store = QuakesApp.makeStore()

  private func open(on display: WindowTest.Display = .gtk) throws -> WindowTest {
    let feed = QuakesGtkFixture.fixtures.appendingPathComponent("1.0_day.geojson")
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: feed), from: feed.path, now: Self.now)
    let app = QuakesApp.make(store: self.store, scheduler: self.scheduler, calendar: QuakesGtkFixture.utc, now: { Self.now })
    let window = try WindowTest(opening: app, scheduler: self.scheduler, on: display)
    try self.store.dispatch(action: .data(.cacheDidLoad(LoadedQuakes(contents.quakes))))
    window.settle()
    return window
  }

  private func quakes(in window: WindowTest) -> [String] {
    window.controls.filter { $0.role == .listItem }.compactMap(\.name)
  }

  @Test func theKeyboardWalkNamesEveryStop() throws {
    let window = try self.open()
    defer { window.window.close() }
    let transcript = window.transcript(rowsPerList: 2)
    #expect(transcript.lines == [
      "button “Refresh”",
      "button “More Options”",
      "button “Delete”",
      "button “Sort”",
      "button “Main Menu”",
      "search field “Search earthquakes”",
      "list item “3.0, 60km NNW of San Antonio, Puerto Rico, yesterday”",
      "list item “1.3, 21km NNE of Badger, Alaska, yesterday”",
      "button “16 Feb 2019”",
      "widget “Map of earthquakes”",
      "button “Zoom In”",
      "button “Show the Whole World”",
      "group “No Earthquake Selected”",
    ], "\(transcript)")
  }

  /// Whether the list and the map are one above the other (else side by side).
  private func isMapUnderTheList(in window: WindowTest) throws -> Bool {
    func content(in view: View) -> View? {
      view.name == "content" ? view : view.children.lazy.compactMap(content(in:)).first
    }
    let panes = try #require(window.window.surface.view.flatMap(content(in:))?.children.first)
    #expect(panes.kind == .paned)
    return panes.properties[.vertical] == .bool(true)
  }

  @Test(arguments: [WindowTest.Display.none, .gtk])
  func aNarrowWindowPutsTheMapUnderTheListAndDeleteInTheMenu(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(try !self.isMapUnderTheList(in: window))
    #expect(window.controls.contains { $0.name == "Delete" })
    let renders = window.window.renderCount
    window.resize(width: 1_000)
    #expect(window.window.renderCount == renders, "a width on the same side of the breakpoint renders nothing")
    window.resize(width: 360)
    #expect(try self.isMapUnderTheList(in: window))
    #expect(!window.controls.contains { $0.name == "Delete" }, "Delete is in the main menu")
    #expect(window.controls.contains { $0.name == "Map of earthquakes" })
    if display == .gtk {
      #expect(window.window.surface.width == 360, "the narrow layout fits a phone's width")
      try window.choose("3.0, 60km NNW of San Antonio, Puerto Rico, yesterday")
      try ScreenshotMatrix.expectLightAndDark(window, named: "quakes-narrow")
    }
  }

  @Test func everyTextIsTranslatedAndFitsInALongerLanguage() throws {
    try LanguageGates.expectTranslatedAndUnclipped { try self.open() }
  }

  @Test func theWindowLooksAsItsReferenceRightToLeft() throws {
    try LanguageGates.expectRightToLeft({ try self.open() }, named: "quakes")
  }

  @Test func theWindowLooksAsItsReferencesInEnglishAndGermanLightAndDark() throws {
    let window = try self.open()
    defer { window.window.close() }
    try window.choose("4.7, 79km SSW of Bengkulu, Indonesia, 22 hours ago")
    try ScreenshotMatrix.expect(window, named: "quakes")
  }
}
}
