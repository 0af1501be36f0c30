//  ProblemReportWindowTests.swift

import AnimalsData
import AnimalsUI
@testable import AppShell
import AppTesting
import Foundation
import ImmutableData
import ImmutableUI
import StoreInspector
import TestSupport
import Testing

/// Report a Problem…, from an app's primary menu: the session is saved as a report without what the app
/// leaves out, a dialog over the window says where, and the report replays to the state the user saw.
/// With no display and on GTK.
@MainActor @Suite(.serialized)
struct ProblemReportWindowTests {
  @Test(arguments: WindowTest.displays)
  func aReportLeavesOutTheNamesAndReplaysToTheState(on display: WindowTest.Display) throws {
    let folder = try TemporaryDirectory(prefix: "problem-report")
    let scheduler = ManualScheduler()
    let store = AnimalsApp.makeStore()
    let app = AnimalsApp.make(store: store, scheduler: scheduler)
    app.enableInspector(logVersion: AnimalsApp.actionLogVersion, redacting: AnimalsApp.reportRedaction, exportDirectory: folder.url)
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
    try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
    window.settle()
    try window.choose("Mammal")
    #expect(window.window.windowActions.contains { $0.name == "report-problem" && $0.title == "Report a Problem…" })

    #expect(window.window.activateAction("report-problem"))
    window.settle()
    #expect(window.showsDialog)
    #expect(window.shows("Report Saved"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(files.count == 1 && files[0].hasPrefix("animals-problem-report-"))
    let data = try Data(contentsOf: folder.url.appendingPathComponent(files[0]))
    let text = String(decoding: data, as: UTF8.self)
    for name in ["Red kangaroo", "Southern gibbon"] {
      #expect(!text.contains(name), "\(name) is left out")
    }
    let report = try ActionLogFile<AnimalsState, AnimalsAction>.decode(data, expectedVersion: AnimalsApp.actionLogVersion)
    #expect(report.report?.app == "Animals")
    #expect(report.report?.leftOut == "The names of the animals and categories")
    #expect(report.report?.environment["gtk"]?.hasPrefix("4.") == true)
    let replayed = try report.replay(reducer: AnimalsReducer.reduce).state
    #expect(replayed.animals.data.keys.sorted() == store.state.animals.data.keys.sorted(), "the same animals, under other names")
    #expect(replayed.animals.data.values.allSatisfy { $0.name.hasPrefix("name ") })

    try window.click("Close")
    #expect(!window.showsDialog)
  }
}

extension ProblemReportWindowTests {
  /// A window closed with the report's dialog still open leaves nothing behind: a later window (which
  /// may get the closed one's identifier) opens without it.
  @Test func aClosedWindowForgetsItsReportDialog() throws {
    let folder = try TemporaryDirectory(prefix: "problem-report")
    let scheduler = ManualScheduler()
    let app = AnimalsApp.make(store: AnimalsApp.makeStore(), scheduler: scheduler)
    app.enableInspector(logVersion: AnimalsApp.actionLogVersion, redacting: AnimalsApp.reportRedaction, exportDirectory: folder.url)
    let first = try WindowTest(opening: app, scheduler: scheduler, on: .none)
    #expect(first.window.activateAction("report-problem"))
    first.settle()
    #expect(first.showsDialog)
    first.window.close()
    #expect(app.problemReports.isEmpty)
    let second = WindowTest(app.openRecordedWindow(), scheduler: scheduler)
    defer { second.window.close() }
    #expect(!second.showsDialog)
  }
}
