//  AnimalsLiveReducerTests.swift

@testable import AnimalsData
import Testing

/// Remote changes reach the state like local ones, each exactly once in sequence order; what the
/// state cannot know (a reload, the first connection, a change racing a fetch) becomes a fetch.
@Suite struct AnimalsLiveReducerTests {
  static let hound = Animal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 2)

  /// Loaded, and live from change `sequence` on.
  static func live(after sequence: Int64) throws -> AnimalsState {
    var state = Fixtures.loaded
    state.live = LiveState(connection: .live(server: "http://a"), lastSequence: sequence)
    return state
  }

  static func change(_ sequence: Int64, _ change: AnimalsChange) -> AnimalsAction {
    .live(.didReceiveChange(SequencedChange(sequence: sequence, change: change)))
  }

  @Test func changesApplyInOrderAndOneSeenTwiceIsIgnored() throws {
    let frog = Animal(animalId: "Frog", name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let state = try Fixtures.reduce(
      try Self.live(after: 4),
      Self.change(5, .saved(animal: frog)),
      Self.change(6, .saved(animal: Self.hound)),
      Self.change(7, .deleted(animalId: "Cat")),
      // A reconnect that asked too early: already applied, so not applied again.
      Self.change(5, .saved(animal: Animal(animalId: "Frog", name: "Old", diet: .carnivore, categoryId: "Amphibian"))),
      Self.change(7, .saved(animal: Fixtures.cat))
    )
    #expect(state.animals.data["Frog"] == frog)
    #expect(state.animals.data["Dog"] == Self.hound)
    #expect(state.animals.data["Cat"] == nil)
    #expect(state.live?.lastSequence == 7)
    // Someone else's changes are not this user's to undo.
    #expect(!state.history.canUndo)
  }

  @Test func anOlderVersionThanShownIsNotApplied() throws {
    var state = try Self.live(after: 1)
    let rex = Animal(animalId: "Dog", name: "Rex", diet: .carnivore, categoryId: "Mammal", version: 3)
    state.animals.data["Dog"] = rex
    state = try Fixtures.reduce(state, Self.change(2, .saved(animal: Self.hound)))
    #expect(state.animals.data["Dog"] == rex)
    #expect(state.live?.lastSequence == 2)
  }

  @Test func anAnimalWithARequestInFlightWaitsForItsResultSoUndoRecordsTheRightStep() throws {
    let state = try Fixtures.reduce(
      try Self.live(after: 1),
      .ui(.didTapUpdateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal", version: 1)),
      // This client's own change comes back over the live channel before the reply.
      Self.change(2, .saved(animal: Self.hound)),
      .data(.didUpdateAnimal(animalId: "Dog", .success(Self.hound)))
    )
    #expect(state.animals.data["Dog"] == Self.hound)
    #expect(state.history.nextUndo == .updated(before: Fixtures.dog, after: Self.hound))
  }

  @Test func theFirstConnectionFetchesAndFollowsFromTheServersNewest() throws {
    var state = Fixtures.loaded
    state = try Fixtures.reduce(state, .live(.didStartConnecting(server: "http://a")))
    #expect(state.live == LiveState(connection: .connecting(server: "http://a")))
    state = try Fixtures.reduce(state, .live(.didConnect(server: "http://a", latest: 9)))
    #expect(state.live == LiveState(connection: .live(server: "http://a"), lastSequence: 9))
    #expect(state.animals.status == .waiting)

    // While it tries again, the window keeps saying why the last try failed; once live, it says no more.
    state = try Fixtures.reduce(
      state, .live(.didDisconnect(server: "http://a", reason: .serverStorageUnavailable, retryInSeconds: 1)),
      .live(.didStartConnecting(server: "http://a"))
    )
    #expect(state.live?.connection == .connecting(server: "http://a", after: .serverStorageUnavailable))

    // A reconnect that resumes where it left off fetches nothing.
    state = try Fixtures.reduce(
      state, .data(.didFetchAnimals(.success(SampleData.animals))),
      .live(.didDisconnect(server: "http://a", reason: .liveEnded, retryInSeconds: 2)),
      .live(.didConnect(server: "http://b", latest: 9))
    )
    #expect(state.animals.status == .success)
    #expect(state.live == LiveState(connection: .live(server: "http://b"), lastSequence: 9))
  }

  @Test func aChangeDuringAFetchFetchesOnceMoreAfterIt() throws {
    var state = try Fixtures.reduce(try Self.live(after: 3), .live(.didReceiveReload(latest: 20)))
    #expect(state.animals.status == .waiting)
    #expect(state.live?.lastSequence == 20)
    state = try Fixtures.reduce(state, Self.change(21, .deleted(animalId: "Cat")))
    #expect(state.live?.fetchAgain == true)
    // The fetch may have read before the delete: its result lands, then the animals are fetched again.
    state = try Fixtures.reduce(state, .data(.didFetchAnimals(.success(SampleData.animals))))
    #expect(state.animals.status == .waiting)
    #expect(state.live?.fetchAgain == false)
    state = try Fixtures.reduce(state, .data(.didFetchAnimals(.success(SampleData.animals.filter { $0.animalId != "Cat" }))))
    #expect(state.animals.status == .success)
    #expect(state.animals.data["Cat"] == nil)
  }

  @Test func aRemoteReloadForgetsTheStepsAndFetchesEverything() throws {
    var state = try Fixtures.reduce(
      try Self.live(after: 1),
      .ui(.didConfirmDeleteAnimal(animalId: "Cat")),
      .data(.didDeleteAnimal(animalId: "Cat", .success(Fixtures.cat)))
    )
    #expect(state.history.canUndo)
    state = try Fixtures.reduce(state, Self.change(3, .replacedAll))
    #expect(!state.history.canUndo)
    #expect(state.animals.status == .waiting)
    #expect(state.categories.status == .waiting)
  }

  @Test func theConnectionStateFollowsTheChannel() throws {
    let state = try Fixtures.reduce(
      try Self.live(after: 1),
      .live(.didDisconnect(server: "http://a", reason: .serverUnreachable(server: "http://a"), retryInSeconds: 4))
    )
    #expect(state.live?.connection == .offline(server: "http://a", reason: .serverUnreachable(server: "http://a"), retryInSeconds: 4))
    #expect(state.live?.lastSequence == 1)
    #expect(AnimalsSelectors.liveConnection()(state) == state.live?.connection)
    #expect(AnimalsSelectors.liveConnection()(Fixtures.loaded) == nil)
  }

  @Test func filtersSayYesToRemoteChangesOfWhatTheyRead() throws {
    let state = try Self.live(after: 1)
    let moved = Animal(animalId: "Dog", name: "Dog", diet: .omnivore, categoryId: "Fish", version: 2)
    #expect(AnimalsFilter.animals(categoryId: "Mammal")(state, Self.change(2, .saved(animal: moved))))
    #expect(AnimalsFilter.animals(categoryId: "Fish")(state, Self.change(2, .saved(animal: moved))))
    #expect(!AnimalsFilter.animals(categoryId: "Bird")(state, Self.change(2, .saved(animal: moved))))
    #expect(AnimalsFilter.animals(categoryId: "Mammal")(state, Self.change(2, .deleted(animalId: "Cat"))))
    #expect(AnimalsFilter.animal(id: "Dog")(state, Self.change(2, .saved(animal: moved))))
    #expect(!AnimalsFilter.animal(id: "Cat")(state, Self.change(2, .saved(animal: moved))))
    #expect(AnimalsFilter.conflicts()(state, Self.change(2, .replacedAll)))
    #expect(AnimalsFilter.fetchStatuses()(state, .live(.didReceiveReload(latest: 3))))
    #expect(AnimalsFilter.liveConnection()(state, .live(.didConnect(server: "http://a", latest: 1))))
    #expect(!AnimalsFilter.liveConnection()(state, Self.change(2, .deleted(animalId: "Cat"))))
  }
}
