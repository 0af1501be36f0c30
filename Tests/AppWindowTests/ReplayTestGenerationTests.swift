//  ReplayTestGenerationTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import CounterData
import CounterUI
import Foundation
import ImmutableData
import ImmutableUI
import QuakesData
import QuakesFeed
import QuakesUI
import StoreInspector
import TestSupport
import Testing

/// A test from a log: the inspector saves a range of recorded actions as a Swift Testing file that
/// replays them with a store test. One generated from each app's session is kept in `Tests/ReplayTests`,
/// which CI compiles and runs; this suite checks they are what the inspector writes today (their code
/// word for word, their states and actions as values). `IMMUTABLEDATA_RECORD_REPLAY_TESTS=1` writes
/// them again.
@MainActor @Suite(.serialized)
struct ReplayTestGenerationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReplayTests")

  /// The session of `app`'s `store` through the actions `session` dispatches, saved as a test of every
  /// recorded action, in `directory`.
  private func savedTest<State : Sendable, Action : Sendable>(
    _ app: GtkApp<State, Action>,
    in directory: URL,
    _ session: () throws -> Void
  ) throws -> String {
    let inspector = try #require(app.inspector as? Inspector<State, Action>)
    try session()
    let last = try #require(inspector.log.entries.last?.id)
    let url = try inspector.saveReplayTest(from: nil, through: last)
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Compares `generated` with the kept file `name`: the code word for word, the two JSON literals as
  /// values of `State` (dictionaries keep no order in their JSON).
  private func expectKept<State : Codable & Equatable & Sendable, Action : Codable & Equatable & Sendable>(
    _ generated: String, named name: String, version: Int, state: State.Type, action: Action.Type,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = Self.folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["IMMUTABLEDATA_RECORD_REPLAY_TESTS"] == "1" {
      try generated.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let kept = try String(contentsOf: url, encoding: .utf8)
    let (keptCode, keptLog, keptStates) = try Self.parts(kept)
    let (code, log, states) = try Self.parts(generated)
    #expect(code == keptCode, "the test's code changed: run with IMMUTABLEDATA_RECORD_REPLAY_TESTS=1", sourceLocation: sourceLocation)
    let decoder = JSONDecoder()
    let keptFile = try ActionLogFile<State, Action>.decode(Data(keptLog.utf8), expectedVersion: version)
    let file = try ActionLogFile<State, Action>.decode(Data(log.utf8), expectedVersion: version)
    #expect(file.initialState == keptFile.initialState && file.actions == keptFile.actions, sourceLocation: sourceLocation)
    #expect(try decoder.decode([State].self, from: Data(states.utf8)) == decoder.decode([State].self, from: Data(keptStates.utf8)), sourceLocation: sourceLocation)
  }

  /// The code with the literals left out, and the two literals' texts.
  private static func parts(_ file: String) throws -> (code: String, log: String, states: String) {
    let literals = file.components(separatedBy: "\"\"\"")
    guard literals.count == 5 else { throw ReplayTestError.noActions }
    return (literals[0] + literals[2] + literals[4], literals[1], literals[3])
  }

  @Test func counter() throws {
    let directory = try TemporaryDirectory(prefix: "replay-tests")
    let store = CounterApp.makeStore()
    let app = CounterApp.make(store: store, scheduler: ManualScheduler())
    app.enableInspector(logVersion: CounterApp.actionLogVersion, replayTest: CounterApp.replayTest, exportDirectory: directory.url)
    let generated = try self.savedTest(app, in: directory.url) {
      for action in [CounterAction.didTapIncrement, .didTapIncrement, .didTapDecrement, .didTapUndo] {
        try store.dispatch(action: action)
      }
    }
    try self.expectKept(generated, named: "CounterReplaysActions1To4.swift", version: CounterApp.actionLogVersion, state: CounterState.self, action: CounterAction.self)
  }

  @Test func animals() throws {
    let directory = try TemporaryDirectory(prefix: "replay-tests")
    let store = AnimalsApp.makeStore()
    let app = AnimalsApp.make(store: store, scheduler: ManualScheduler())
    app.enableInspector(logVersion: AnimalsApp.actionLogVersion, replayTest: AnimalsApp.replayTest, exportDirectory: directory.url)
    let generated = try self.savedTest(app, in: directory.url) {
      try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
      try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
      try store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: "Kangaroo")))
    }
    try self.expectKept(generated, named: "AnimalsReplaysActions1To3.swift", version: AnimalsApp.actionLogVersion, state: AnimalsState.self, action: AnimalsAction.self)
  }

  @Test func quakes() throws {
    let directory = try TemporaryDirectory(prefix: "replay-tests")
    let contents = try QuakesFeedDecoder.decode(Data(contentsOf: QuakesWindowTests.feed), from: QuakesWindowTests.feed.path, now: QuakesWindowTests.now)
    let quakes = Array(contents.quakes.prefix(3))
    let store = QuakesApp.makeStore()
    let app = QuakesApp.make(store: store, scheduler: ManualScheduler(), calendar: QuakesWindowTests.utc, now: { QuakesWindowTests.now })
    app.enableInspector(logVersion: QuakesApp.actionLogVersion, replayTest: QuakesApp.replayTest, exportDirectory: directory.url)
    let generated = try self.savedTest(app, in: directory.url) {
      try store.dispatch(action: .data(.cacheDidLoad(LoadedQuakes(quakes))))
      try store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: quakes[0].quakeId)))
      try store.dispatch(action: .ui(.onTapUndoDeleteSelected(quake: quakes[0])))
    }
    try self.expectKept(generated, named: "QuakesReplaysActions1To3.swift", version: QuakesApp.actionLogVersion, state: QuakesState.self, action: QuakesAction.self)
  }

  /// The inspector's window saves a test of the actions from the one marked as the start through the
  /// selected one, and says where in its status line; with no display and on GTK.
  @Test(arguments: WindowTest.displays)
  func theInspectorSavesARangeAsATest(on display: WindowTest.Display) throws {
    let directory = try TemporaryDirectory(prefix: "replay-tests")
    let scheduler = ManualScheduler()
    let store = CounterApp.makeStore()
    let app = CounterApp.make(store: store, scheduler: scheduler)
    app.enableInspector(logVersion: CounterApp.actionLogVersion, replayTest: CounterApp.replayTest, exportDirectory: directory.url)
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    for _ in 0..<4 { try window.click("Increment") }
    app.openInspector()
    let inspectorWindow = try #require(app.inspector?.window)
    let inspector = WindowTest(inspectorWindow, scheduler: scheduler)
    defer { inspectorWindow.close() }
    let rows = inspector.controls.filter { $0.role == .listItem }.compactMap(\.name)
    #expect(rows.count == 4, "\(rows)")
    try inspector.choose(rows[1])
    try inspector.click("Start the Test Here")
    #expect(inspector.shows("The next test starts at action 2"))
    try inspector.choose(rows[2])
    try inspector.click("Save as Test")
    let saved = directory.url.appendingPathComponent("CounterReplaysActions2To3.swift")
    #expect(inspector.shows("Saved the test to \(saved.path)"))
    let text = try String(contentsOf: saved, encoding: .utf8)
    #expect(text.contains("@MainActor @Test func counterReplaysActions2To3() throws"))
  }
}
