//  AnimalsHistoryProperties.swift
//  Property tests (random inputs; a failure prints the seed that reproduces it): any sequence of adds,
//  renames, deletes, undos and redos, some of them failing, leaves the store showing what its session
//  stores, and the history undoes back to the start and redoes back to the end.

@testable import AnimalsData
import ImmutableData
import PropertyBased
import Testing

@MainActor @Suite struct AnimalsHistoryProperties {
  /// Each step: what (`% 6`: add, rename, delete, undo, redo, or the same with the session failing it),
  /// and which animal (`/ 6`, an index into the animals sorted by id).
  private static let steps = Gen.int(in: 0 ... 119).array(of: 1 ... 20)

  @Test func theStoreShowsWhatItsSessionStoresAndTheHistoryRoundTrips() async {
    await propertyCheck(count: 200, input: Self.steps) { steps in
      let harness = ListenerHarness()
      try await harness.loaded()
      let start = Self.contents(harness.store.state.animals.data.values)
      for (index, step) in steps.enumerated() {
        try await Self.take(step, number: index, on: harness)
        try await Self.expectRulesHold(harness, after: "step \(index) (\(step))")
      }
      // The top of the history: every step redone that can be.
      try await Self.redoAll(harness)
      let top = Self.contents(harness.store.state.animals.data.values)
      while harness.store.state.history.canUndo {
        try await Self.settle(harness, .ui(.didTapUndo))
        #expect(harness.store.state.historyFailure == nil, "an undo failed: \(String(describing: harness.store.state.historyFailure))")
      }
      #expect(Self.contents(harness.store.state.animals.data.values) == start, "undoing every step returns to the start")
      try await Self.redoAll(harness)
      #expect(Self.contents(harness.store.state.animals.data.values) == top, "redoing every step comes back to the top")
      try await Self.expectRulesHold(harness, after: "undoing and redoing everything")
    }
  }

  private static func redoAll(_ harness: ListenerHarness) async throws {
    while harness.store.state.history.canRedo {
      try await Self.settle(harness, .ui(.didTapRedo))
      #expect(harness.store.state.historyFailure == nil, "a redo failed: \(String(describing: harness.store.state.historyFailure))")
    }
  }

  /// What the user sees of the animals (versions aside: a restore or a redo gives new ones), by id.
  private static func contents(_ animals: some Sequence<Animal>) -> [Animal.ID : String] {
    Dictionary(uniqueKeysWithValues: animals.map { ($0.animalId, "\($0.name) \($0.diet) \($0.categoryId)") })
  }

  private static func take(_ step: Int, number: Int, on harness: ListenerHarness) async throws {
    let state = harness.store.state
    let ids = state.animals.data.keys.sorted()
    let animal = ids.isEmpty ? nil : state.animals.data[ids[(step / 6) % ids.count]]
    let action: AnimalsAction?
    switch step % 6 {
    case 1 where animal != nil:
      let animal = animal!
      action = .ui(.didTapUpdateAnimal(animalId: animal.animalId, name: animal.name + " \(number)", diet: animal.diet, categoryId: animal.categoryId))
    case 2 where animal != nil:
      action = .ui(.didConfirmDeleteAnimal(animalId: animal!.animalId))
    case 3:
      action = state.history.canUndo ? .ui(.didTapUndo) : nil
    case 4:
      action = state.history.canRedo ? .ui(.didTapRedo) : nil
    case 5:
      // A failing request: a step that does nothing on either side, and says so.
      await harness.session.fail(with: .network)
      let failing = [AnimalsAction.ui(.didTapAddAnimal(requestId: "failing-\(number)", name: "Lost", diet: .herbivore, categoryId: "Fish"))]
      try await Self.settle(harness, failing[0])
      await harness.session.fail(with: nil)
      return
    default:
      action = .ui(.didTapAddAnimal(requestId: "add-\(number)", name: "Newt \(number)", diet: .carnivore, categoryId: "Amphibian"))
    }
    if let action { try await Self.settle(harness, action) }
  }

  /// Dispatches `action` and waits until no request is in flight.
  private static func settle(_ harness: ListenerHarness, _ action: AnimalsAction) async throws {
    try harness.store.dispatch(action: action)
    try await harness.waitUntil { state in
      state.historyRequest == nil && !state.animals.queue.values.contains(.waiting) && state.animals.status != .waiting
    }
  }

  /// The state's own rules: every animal under its own id in a known category, and what it shows is
  /// what the session stores, once nothing is in flight.
  private static func expectRulesHold(_ harness: ListenerHarness, after step: String) async throws {
    let state = harness.store.state
    for (id, animal) in state.animals.data {
      #expect(animal.animalId == id, "\(step): \(animal) is kept under \(id)")
      #expect(state.categories.data[animal.categoryId] != nil, "\(step): \(animal) is in no known category")
    }
    let stored = await harness.session.storedAnimals
    #expect(Dictionary(uniqueKeysWithValues: stored.map { ($0.animalId, $0) }) == Dictionary(uniqueKeysWithValues: state.animals.data.map { ($0.key, $0.value) }), "\(step): the store shows what is stored")
  }
}
