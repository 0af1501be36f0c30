//  AnimalsListenerWindowTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import AppTesting
import ImmutableData
import ImmutableUI
import TestSupport
import Testing

/// The Animals window with its listener on a real store (SQLite in a temporary folder): what the user
/// does goes to the listener, and what it dispatches back shows in the window, once the test waited for
/// the listener (`untilIdle()`), never for a time. With no display and on GTK.
@MainActor @Suite(.serialized)
struct AnimalsListenerWindowTests {
  @Test(arguments: WindowTest.displays)
  func anAddedAnimalIsSavedAndShown(on display: WindowTest.Display) async throws {
    let folder = try TemporaryDirectory(prefix: "animals-window")
    let scheduler = ManualScheduler()
    let store = AnimalsApp.makeStore()
    let app = AnimalsApp.make(store: store, scheduler: scheduler)
    let listener = AnimalsApp.makeListener(session: LocalStore(directory: folder.url), app: app)
    listener.listen(to: store)
    defer { listener.stop() }
    let window = try WindowTest(opening: app, scheduler: scheduler, on: display)
    defer { window.window.close() }
    await window.untilIdle()
    try window.choose("Mammal")
    #expect(!window.shows("Wombat"))
    try window.click("Add Animal")
    try window.type("Wombat", into: "Name")
    try window.choose("Herbivore", in: "Diet")
    try window.click("Save")
    await window.untilIdle()
    #expect(!window.showsDialog, "the editor closes once the listener saved")
    #expect(window.controls.filter { $0.role == .listItem }.compactMap(\.name).contains("Wombat"))
    #expect(try await LocalStore(directory: folder.url).fetchAnimals().contains { $0.name == "Wombat" })
  }
}
