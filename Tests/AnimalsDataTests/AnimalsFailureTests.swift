//  AnimalsFailureTests.swift

@testable import AnimalsData
import Foundation
import Testing

/// Every way a request can fail reaches the state as a typed `AnimalsFailure` (the window translates it),
/// never as English text.
@Suite struct AnimalsFailureTests {
  @Test func aReducerRefusalIsRefused() {
    let error = #expect(throws: AnimalsReducerError.nothingToUndo) { try Fixtures.reduce(Fixtures.loaded, .ui(.didTapUndo)) }
    #expect(error.map(AnimalsFailure.init) == .refused(.nothingToUndo))
    #expect(AnimalsFailure(AnimalNameError.tooLong(maxLength: 3)) == .invalidName(.tooLong(maxLength: 3)))
    #expect(AnimalsFailure(AnimalsFailure.serverBusy) == .serverBusy)
  }

  @Test func anErrorNobodyKnowsIsUnexpected() {
    struct Strange : Error {}
    #expect(AnimalsFailure(Strange()) == .unexpected)
  }

  @Test func aFailedUndoKeepsWhyItFailed() throws {
    let deleted = try Fixtures.reduce(Fixtures.loaded, .ui(.didConfirmDeleteAnimal(animalId: "Cat")), .data(.didDeleteAnimal(animalId: "Cat", .success(Fixtures.cat))))
    let failed = try Fixtures.reduce(deleted, .ui(.didTapUndo), .data(.didApplyHistory(.undo(.deleted(Fixtures.cat)), .failure(.animalExists))))
    #expect(failed.historyFailure == .historyFailed(.undo, .animalExists))
    #expect(AnimalsSelectors.history()(failed).failure == .historyFailed(.undo, .animalExists))
  }

  @Test func aStaleUndoNamesTheAnimalAndWhetherItWasDeleted() throws {
    let deleted = try Fixtures.reduce(Fixtures.loaded, .ui(.didConfirmDeleteAnimal(animalId: "Cat")), .data(.didDeleteAnimal(animalId: "Cat", .success(Fixtures.cat))))
    let undoing = try Fixtures.reduce(deleted, .ui(.didTapUndo))
    let request = try #require(undoing.historyRequest)
    let conflict = AnimalConflict(animalId: "Cat", expectedVersion: 1, current: nil)
    let dropped = try Fixtures.reduce(undoing, .data(.didConflict(conflict, .history(request))))
    #expect(dropped.historyFailure == .historyStepDropped(.undo, animalName: "Cat", deleted: true))
  }

  @Test(arguments: AnimalsErrorCode.allCases)
  func everyServerCodeMapsToAFailure(code: AnimalsErrorCode) {
    #expect(AnimalsErrorCode.failure(code: code.rawValue) == code.failure)
    #expect(code.failure != .serverRefused && code.failure != .unexpected)
  }

  @Test func serverCodesSayWhatTheServerRefused() {
    #expect(AnimalsErrorCode.failure(code: "animal-not-found") == .animalNotFound)
    #expect(AnimalsErrorCode.failure(code: "name-too-long") == .invalidName(.tooLong(maxLength: AnimalName.maxLength)))
    #expect(AnimalsErrorCode.failure(code: "empty-name") == .invalidName(.empty))
    #expect(AnimalsErrorCode.failure(code: "stale-version") == .staleVersion)
    #expect(AnimalsErrorCode.failure(code: "token-required") == .serverNeedsToken)
    #expect(AnimalsErrorCode.failure(code: "internal-failure") == .serverFailed)
    // A database the server cannot reach (PostgreSQL restarting or down) is said as that, not as a failure inside.
    #expect(AnimalsErrorCode.failure(code: "storage-unavailable") == .serverStorageUnavailable)
  }

  @Test func anUnknownOrMissingCodeIsTheGenericRefusal() {
    #expect(AnimalsErrorCode.failure(code: "quota-exceeded") == .serverRefused)
    #expect(AnimalsErrorCode.failure(code: nil) == .serverRefused)
  }

  @Test func failuresSurviveAnActionLog() throws {
    let failures: [AnimalsFailure] = [
      .refused(.animalNotFound(animalId: "Dog")), .invalidName(.tooLong(maxLength: 200)), .storageCorrupt(path: "/tmp/a.sqlite"),
      .serverTimedOut(server: "http://a", seconds: 10), .historyFailed(.redo, .serverUnreachable(server: "http://a")),
      .historyStepDropped(.undo, animalName: "Rex", deleted: false), .liveEventTooLarge(limitKiB: 1024),
    ]
    for failure in failures {
      let action = AnimalsAction.data(.didAddAnimal(requestId: "r1", .failure(failure)))
      #expect(try JSONDecoder().decode(AnimalsAction.self, from: try JSONEncoder().encode(action)) == action)
    }
  }
}
