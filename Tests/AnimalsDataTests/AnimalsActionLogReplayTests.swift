//  AnimalsActionLogReplayTests.swift
//  An Animals session exported from an action log replays into a fresh store with the same state.

@testable import AnimalsData
import Foundation
import ImmutableData
import Testing

@MainActor @Suite("Animals action log replay")
struct AnimalsActionLogReplayTests {
  @Test func anExportedSessionReplaysToTheSameState() throws {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let log = ActionLog(store: store)
    let actions: [AnimalsAction] = [
      .ui(.didAppear),
      .data(.didFetchCategories(.success(SampleData.categories))),
      .data(.didFetchAnimals(.success(SampleData.animals))),
      .ui(.didConfirmDeleteAnimal(animalId: Fixtures.dog.animalId)),
      .data(.didDeleteAnimal(animalId: Fixtures.dog.animalId, .success(Fixtures.dog))),
      .ui(.didTapUndo),
    ]
    for action in actions {
      try store.dispatch(action: action)
    }
    let data = try log.export(version: 1).encoded()
    let file = try ActionLogFile<AnimalsState, AnimalsAction>.decode(data, expectedVersion: 1)
    let replayed = try file.replay(reducer: AnimalsReducer.reduce)
    #expect(replayed.state == store.state)
    #expect(replayed.state.history.canRedo)
    #expect(replayed.state.historyRequest != nil)
  }
}
