//  AnimalsErrorNoticeTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import Foundation
import ImmutableData
import TestSupport
import Testing

extension GtkSuite {
/// A request's result that the store refuses is not only logged: the window says so (run under Xvfb).
@MainActor @Suite struct AnimalsErrorNoticeTests {
  @Test func aRefusedResultOfTheListenerShowsInTheWindow() async throws {
    let directory = try TemporaryDirectory(prefix: "animals-error-notice")
    // A reducer that refuses the fetched animals, as a buggy or stricter reducer would.
    let store = Store<AnimalsState, AnimalsAction>(initialState: AnimalsState()) { state, action in
      if case .data(.didFetchAnimals) = action { throw AnimalsReducerError.fetchInFlight }
      return try AnimalsReducer.reduce(state: state, action: action)
    }
    let harness = AnimalsTestHarness(session: LocalStore(directory: directory.url), store: store)
    defer { harness.quit() }
    let window = harness.app.openWindow()
    try await harness.waitUntil("the refusal is shown") {
      harness.text("app-notice-text", in: window) != nil
    }
    // In the user's words, not the error's description.
    #expect(harness.text("app-notice-text", in: window) == "Could not show the result of a change: The data is still loading.")
  }
}
}
