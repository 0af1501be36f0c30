//  ReplayTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import CounterData
import CounterUI
import Foundation
import ImmutableData
import ImmutableUI
import QuakesData
import QuakesUI
import Testing

/// `--replay FILE`: Counter and Animals open at the end of an action log their inspector exported; a
/// file they cannot replay is refused in words (no display needed).
@MainActor @Suite
struct ReplayTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  private func written(_ data: Data, as name: String) throws -> String {
    let url = self.directory.appendingPathComponent(name)
    try data.write(to: url)
    return url.path
  }

  @Test func counterOpensAtTheEndOfItsLog() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let store = CounterApp.makeStore()
    let log = ActionLog(store: store)
    for action in [CounterAction.didTapIncrement, .didTapIncrement, .didTapIncrement, .didTapUndo] {
      try store.dispatch(action: action)
    }
    let path = try self.written(try log.export(version: CounterApp.actionLogVersion).encoded(), as: "counter.json")
    let replayed = try CounterApp.makeStore(replaying: path)
    #expect(replayed.state == store.state)
    #expect(replayed.state.value == 2)
  }

  @Test func animalsOpensAtTheEndOfItsLog() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let store = AnimalsApp.makeStore()
    let log = ActionLog(store: store)
    try store.dispatch(action: .ui(.didAppear))
    let path = try self.written(try log.export(version: AnimalsApp.actionLogVersion).encoded(), as: "animals.json")
    #expect(try AnimalsApp.makeStore(replaying: path).state == store.state)
  }

  @Test func quakesOpensAtTheEndOfItsLog() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let quake = Quake(quakeId: "q1", magnitude: 4.5, time: Date(timeIntervalSince1970: 1_700_000_000), updated: Date(timeIntervalSince1970: 1_700_000_100), name: "Near Kobe", longitude: 135.2, latitude: 34.7)
    let store = QuakesApp.makeStore(initialState: QuakesState(quakes: [quake]))
    let log = ActionLog(store: store)
    try store.dispatch(action: .ui(.onAppear))
    try store.dispatch(action: .ui(.onTapDeleteSelected(quakeId: "q1")))
    try store.dispatch(action: .ui(.onTapUndoDeleteSelected(quake: quake)))
    let path = try self.written(try log.export(version: QuakesApp.actionLogVersion).encoded(), as: "quakes.json")
    let replayed = try QuakesApp.makeStore(replaying: path)
    #expect(replayed.state == store.state)
    #expect(replayed.state.quakes["q1"] == quake)
  }

  @Test func aLogOfTheOtherAppIsRefusedInWords() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let store = CounterApp.makeStore()
    let log = ActionLog(store: store)
    try store.dispatch(action: .didTapIncrement)
    let data = try log.export(version: CounterApp.actionLogVersion).encoded()
    let path = try self.written(data, as: "counter.json")
    do {
      _ = try AnimalsApp.makeStore(replaying: path)
      Issue.record("Animals replayed Counter's log")
    } catch {
      #expect(AppNotices.userMessage(for: error) == "This action log was written for version 1 of the app's data; this app reads version \(AnimalsApp.actionLogVersion). It cannot be replayed.")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
    #expect(throws: ActionLogError.self) { try CounterApp.makeStore(replaying: self.directory.appendingPathComponent("missing.json").path) }
  }

  @Test func theReplayingInstanceHasAnIdOfItsOwn() {
    let app = CounterApp.make(store: CounterApp.makeStore())
    #expect(app.replayApplicationID == "\(CounterApp.id).Replay\(getpid())")
    #expect(app.replayApplicationID != app.id)
  }
}

extension GtkSuite {
/// Every window of a replaying instance says what it shows, above its content (real GTK).
@MainActor @Suite
struct ReplayBannerTests {
  @Test func everyWindowSaysItShowsTheEndOfTheLog() throws {
    let app = CounterApp.make(store: CounterApp.makeStore(), scheduler: ManualScheduler())
    try #require(app.startWithoutApplication())
    let plain = app.openWindow()
    #expect(GtkTestSupport.widget("replay-banner", in: plain) == nil)
    plain.close()
    app.showReplay(of: "/tmp/session.json")
    let windows = [app.openWindow(), app.openWindow()]
    defer { windows.forEach { $0.close() } }
    for window in windows {
      #expect(GtkTestSupport.labelText("replay-text", in: window) == "These windows show the state at the end of the action log session.json; nothing done here is saved.")
      #expect(GtkTestSupport.labelText("value", in: window) == "Value: 0")
    }
  }
}
}
