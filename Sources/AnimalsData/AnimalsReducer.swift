//  AnimalsReducer.swift

import HashTreeCollections
import ImmutableData

/// Turns the state and an action into the next state. Requests only mark statuses; the listener
/// performs them and their results come back as data actions.
public enum AnimalsReducer {
  @Sendable public static func reduce(state: AnimalsState, action: AnimalsAction) throws -> AnimalsState {
    switch action {
    case .ui(let action):
      return try self.reduce(state: state, action: action)
    case .data(let action):
      return self.reduce(state: state, action: action)
    case .live(let action):
      return self.reduceLive(state: state, action: action)
    }
  }
}

extension AnimalsReducer {
  private static func reduce(state: AnimalsState, action: UserAction) throws -> AnimalsState {
    var state = state
    switch action {
    case .didAppear:
      if state.categories.status == nil { state.categories.status = .waiting }
      if state.animals.status == nil { state.animals.status = .waiting }
    case .didTapRetry:
      let categoriesFailed = state.categories.status?.failure != nil
      let animalsFailed = state.animals.status?.failure != nil
      guard categoriesFailed || animalsFailed else { throw AnimalsReducerError.nothingToRetry }
      if categoriesFailed { state.categories.status = .waiting }
      if animalsFailed { state.animals.status = .waiting }
    case .didConfirmReloadSampleData:
      guard !(state.categories.status?.isWaiting ?? false), !(state.animals.status?.isWaiting ?? false) else {
        throw AnimalsReducerError.fetchInFlight
      }
      // Reloading forgets the history, so an undo must not be halfway through.
      guard state.historyRequest == nil else { throw AnimalsReducerError.historyRequestPending }
      state.categories.status = .waiting
      state.animals.status = .waiting
    case .didTapAddAnimal(let requestId, let name, _, let categoryId):
      try self.checkNotPending(requestId, in: state)
      try self.checkValid(name: name, categoryId: categoryId, in: state)
      state.animals.queue[requestId] = .waiting
    case .didTapUpdateAnimal(let animalId, let name, _, let categoryId, _):
      try self.checkExists(animalId, in: state)
      try self.checkNotPending(animalId, in: state)
      try self.checkValid(name: name, categoryId: categoryId, in: state)
      state.animals.queue[animalId] = .waiting
      // A new change replaces a refused one.
      state.animals.conflicts[animalId] = nil
    case .didConfirmDeleteAnimal(let animalId):
      try self.checkExists(animalId, in: state)
      try self.checkNotPending(animalId, in: state)
      state.animals.queue[animalId] = .waiting
      state.animals.conflicts[animalId] = nil
    case .didTapUndo:
      try self.checkHistoryIdle(state)
      guard let step = state.history.nextUndo else { throw AnimalsReducerError.nothingToUndo }
      try self.checkNotPending(step.animalId, in: state)
      _ = state.history.undo()
      self.begin(.undo(step), in: &state)
    case .didTapRedo:
      try self.checkHistoryIdle(state)
      guard let step = state.history.nextRedo else { throw AnimalsReducerError.nothingToRedo }
      try self.checkNotPending(step.animalId, in: state)
      _ = state.history.redo()
      self.begin(.redo(step), in: &state)
    case .didDismissHistoryFailure:
      state.historyFailure = nil
    case .didDismissAnimalsNotice:
      state.animals.notice = nil
    case .didTapRetryConflict(let animalId):
      guard let report = state.animals.conflicts[animalId] else { throw AnimalsReducerError.noConflict(animalId: animalId) }
      guard report.canRetry else { throw AnimalsReducerError.cannotRetry(animalId: animalId) }
      try self.checkExists(animalId, in: state)
      try self.checkNotPending(animalId, in: state)
      if case .update(let name, _, let categoryId) = report.change {
        try self.checkValid(name: name, categoryId: categoryId, in: state)
      }
      // The report stays until the answer: the listener reads the change from it.
      state.animals.queue[animalId] = .waiting
    case .didTapDiscardConflict(let animalId):
      // Idempotent: two windows may both discard.
      state.animals.conflicts[animalId] = nil
    }
    return state
  }

  /// The step is already on the other stack; the animal's queue entry waits like any request's, so its
  /// Edit and Delete wait too.
  private static func begin(_ request: AnimalsHistoryRequest, in state: inout AnimalsState) {
    let animal = state.animals.data[request.step.animalId]
    guard request.matches(animal) else {
      // Someone else changed the animal since the step: carrying it out would overwrite their change.
      switch request {
      case .undo: _ = state.history.dropNextRedo()
      case .redo: _ = state.history.dropNextUndo()
      }
      let name = (animal ?? request.expectedAnimal)?.name ?? request.step.animalId
      state.historyFailure = .historyStepDropped(request.direction, animalName: name, deleted: animal == nil)
      return
    }
    state.historyRequest = request
    state.historyFailure = nil
    state.animals.queue[request.step.animalId] = .waiting
  }

  private static func checkHistoryIdle(_ state: AnimalsState) throws {
    guard state.historyRequest == nil else { throw AnimalsReducerError.historyRequestPending }
    // A fetch or reload in flight is about to replace the data the steps refer to.
    guard !(state.animals.status?.isWaiting ?? false) else { throw AnimalsReducerError.fetchInFlight }
  }

  private static func checkExists(_ animalId: Animal.ID, in state: AnimalsState) throws {
    guard state.animals.data[animalId] != nil else { throw AnimalsReducerError.animalNotFound(animalId: animalId) }
  }

  private static func checkNotPending(_ id: String, in state: AnimalsState) throws {
    guard state.animals.queue[id] != .waiting else { throw AnimalsReducerError.requestPending(id: id) }
  }

  private static func checkValid(name: String, categoryId: Category.ID, in state: AnimalsState) throws {
    guard !name.allSatisfy(\.isWhitespace) else { throw AnimalsReducerError.emptyName }
    guard state.categories.data[categoryId] != nil else { throw AnimalsReducerError.unknownCategory(categoryId: categoryId) }
  }
}

extension AnimalsReducer {
  private static func reduce(state: AnimalsState, action: DataAction) -> AnimalsState {
    var state = state
    switch action {
    case .didFetchCategories(.success(let categories)):
      state.categories.data = Self.dictionary(categories)
      state.categories.status = .success
    case .didFetchCategories(.failure(let failure)):
      state.categories.status = .failure(failure)
    case .didFetchAnimals(.success(let animals), let notice):
      state.animals.data = Self.dictionary(animals)
      state.animals.status = .success
      state.animals.notice = notice
      self.fetchAgainIfAsked(&state)
    case .didFetchAnimals(.failure(let failure), _):
      // The animals shown stay, and so does what was said about them.
      state.animals.status = .failure(failure)
      self.fetchAgainIfAsked(&state)
    case .didReloadSampleData(.success(let snapshot)):
      state.categories.data = Self.dictionary(snapshot.categories)
      state.categories.status = .success
      state.animals.data = Self.dictionary(snapshot.animals)
      state.animals.status = .success
      // The stored animals were replaced; a later fetch reports any that still cannot be read.
      state.animals.notice = nil
      // Requests still in flight keep their entry: their editors wait for the result.
      state.animals.queue = state.animals.queue.filter { $0.value == .waiting }
      // The steps were about data that is gone: undoing them now would only fail.
      state.history = UndoStacks(limit: state.history.limit)
      state.animals.conflicts = [:]
      self.fetchAgainIfAsked(&state)
    case .didReloadSampleData(.failure(let failure)):
      state.categories.status = .failure(failure)
      state.animals.status = .failure(failure)
    case .didAddAnimal(let requestId, .success(let animal)):
      state.animals.data[animal.animalId] = animal
      state.animals.queue[requestId] = .success
      state.history.record(.added(animal))
    case .didAddAnimal(let requestId, .failure(let failure)):
      state.animals.queue[requestId] = .failure(failure)
    case .didUpdateAnimal(let animalId, .success(let animal)):
      state.animals.conflicts[animalId] = nil
      // A save that changed nothing leaves nothing to undo.
      if let before = state.animals.data[animalId], before != animal {
        state.history.record(.updated(before: before, after: animal))
      }
      state.animals.data[animalId] = animal
      state.animals.queue[animalId] = .success
    case .didUpdateAnimal(let animalId, .failure(let failure)):
      state.animals.queue[animalId] = .failure(failure)
    case .didDeleteAnimal(let animalId, .success(let animal)):
      state.animals.conflicts[animalId] = nil
      state.animals.data[animalId] = nil
      state.animals.queue[animalId] = nil
      state.history.record(.deleted(animal))
    case .didDeleteAnimal(let animalId, .failure(let failure)):
      state.animals.queue[animalId] = .failure(failure)
    case .didApplyHistory(let request, .success(let animal)):
      // Not a new change of the user's: nothing is recorded, the step already moved.
      switch request.operation {
      case .delete(let animalId):
        state.animals.data[animalId] = nil
        state.animals.queue[animalId] = nil
      case .restore, .update:
        state.animals.data[animal.animalId] = animal
        state.animals.queue[animal.animalId] = .success
      }
      state.historyRequest = nil
      state.historyFailure = nil
    case .didConflict(let conflict, let change):
      self.reduce(state: &state, conflict: conflict, change: change)
    case .didApplyHistory(let request, .failure(let failure)):
      self.putBack(request, in: &state)
      state.animals.queue[request.step.animalId] = nil
      state.historyRequest = nil
      state.historyFailure = .historyFailed(request.direction, failure)
    }
    return state
  }

  /// Nothing was written: the window shows the animal as it is stored now, and what the user wanted.
  private static func reduce(state: inout AnimalsState, conflict: AnimalConflict, change: ConflictedChange) {
    let animalId = conflict.animalId
    let name = state.animals.data[animalId]?.name ?? conflict.current?.name ?? animalId
    state.animals.data[animalId] = conflict.current
    state.animals.queue[animalId] = nil
    switch change {
    case .update, .delete:
      state.animals.conflicts[animalId] = AnimalsConflictReport(conflict: conflict, change: change, animalName: name)
    case .history(let request):
      // The step no longer says what the animal is: it is dropped, not put back.
      switch request {
      case .undo(let step): if state.history.nextRedo == step { _ = state.history.dropNextRedo() }
      case .redo(let step): if state.history.nextUndo == step { _ = state.history.dropNextUndo() }
      }
      state.historyRequest = nil
      state.historyFailure = .historyStepDropped(request.direction, animalName: name, deleted: conflict.current == nil)
      state.animals.conflicts[animalId] = nil
    }
  }

  /// A failed undo or redo did not happen: its step returns to the stack it came from, so the user can try again.
  private static func putBack(_ request: AnimalsHistoryRequest, in state: inout AnimalsState) {
    switch request {
    case .undo(let step):
      if state.history.nextRedo == step {
        _ = state.history.redo()
      } else {
        // A change confirmed meanwhile cleared the redo list; the step is still undoable. (Steps about
        // one animal cannot interleave: its queue entry waits while either is in flight.)
        state.history.record(step)
      }
    case .redo(let step):
      // Unless a change confirmed meanwhile cleared the redo list, which forgets the step as any redo.
      if state.history.nextUndo == step {
        _ = state.history.undo()
      }
    }
  }

  private static func dictionary<Element : Identifiable>(_ elements: [Element]) -> TreeDictionary<Element.ID, Element> {
    TreeDictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }
}
