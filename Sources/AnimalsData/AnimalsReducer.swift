//  AnimalsReducer.swift

import HashTreeCollections

/// Turns the state and an action into the next state. Requests only mark statuses; the listener
/// performs them and their results come back as data actions.
public enum AnimalsReducer {
  @Sendable public static func reduce(state: AnimalsState, action: AnimalsAction) throws -> AnimalsState {
    switch action {
    case .ui(let action):
      return try self.reduce(state: state, action: action)
    case .data(let action):
      return self.reduce(state: state, action: action)
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
      let categoriesFailed = state.categories.status?.failureMessage != nil
      let animalsFailed = state.animals.status?.failureMessage != nil
      guard categoriesFailed || animalsFailed else { throw AnimalsReducerError.nothingToRetry }
      if categoriesFailed { state.categories.status = .waiting }
      if animalsFailed { state.animals.status = .waiting }
    case .didConfirmReloadSampleData:
      guard !(state.categories.status?.isWaiting ?? false), !(state.animals.status?.isWaiting ?? false) else {
        throw AnimalsReducerError.fetchInFlight
      }
      state.categories.status = .waiting
      state.animals.status = .waiting
    case .didTapAddAnimal(let requestId, let name, _, let categoryId):
      try self.checkNotPending(requestId, in: state)
      try self.checkValid(name: name, categoryId: categoryId, in: state)
      state.animals.queue[requestId] = .waiting
    case .didTapUpdateAnimal(let animalId, let name, _, let categoryId):
      try self.checkExists(animalId, in: state)
      try self.checkNotPending(animalId, in: state)
      try self.checkValid(name: name, categoryId: categoryId, in: state)
      state.animals.queue[animalId] = .waiting
    case .didConfirmDeleteAnimal(let animalId):
      try self.checkExists(animalId, in: state)
      try self.checkNotPending(animalId, in: state)
      state.animals.queue[animalId] = .waiting
    }
    return state
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
    case .didFetchCategories(.failure(let message)):
      state.categories.status = .failure(message)
    case .didFetchAnimals(.success(let animals)):
      state.animals.data = Self.dictionary(animals)
      state.animals.status = .success
    case .didFetchAnimals(.failure(let message)):
      state.animals.status = .failure(message)
    case .didReloadSampleData(.success(let snapshot)):
      state.categories.data = Self.dictionary(snapshot.categories)
      state.categories.status = .success
      state.animals.data = Self.dictionary(snapshot.animals)
      state.animals.status = .success
      // Requests still in flight keep their entry: their editors wait for the result.
      state.animals.queue = state.animals.queue.filter { $0.value == .waiting }
    case .didReloadSampleData(.failure(let message)):
      state.categories.status = .failure(message)
      state.animals.status = .failure(message)
    case .didAddAnimal(let requestId, .success(let animal)):
      state.animals.data[animal.animalId] = animal
      state.animals.queue[requestId] = .success
    case .didAddAnimal(let requestId, .failure(let message)):
      state.animals.queue[requestId] = .failure(message)
    case .didUpdateAnimal(let animalId, .success(let animal)):
      state.animals.data[animalId] = animal
      state.animals.queue[animalId] = .success
    case .didUpdateAnimal(let animalId, .failure(let message)):
      state.animals.queue[animalId] = .failure(message)
    case .didDeleteAnimal(let animalId, .success):
      state.animals.data[animalId] = nil
      state.animals.queue[animalId] = nil
    case .didDeleteAnimal(let animalId, .failure(let message)):
      state.animals.queue[animalId] = .failure(message)
    }
    return state
  }

  private static func dictionary<Element : Identifiable>(_ elements: [Element]) -> TreeDictionary<Element.ID, Element> {
    TreeDictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }
}
