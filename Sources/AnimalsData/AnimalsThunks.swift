//  AnimalsThunks.swift

import ImmutableData

/// The I/O of each request: call the session off the main actor, then dispatch its outcome.
/// A failed call becomes a failure outcome with the error as an `AnimalsFailure`; nothing is thrown away.
public enum AnimalsThunks {
  public typealias Thunk<D, S> = @Sendable (D, S) async throws -> Void

  public static func fetchCategories<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome { try await session.fetchCategories() }
      try await dispatcher.dispatch(action: .data(.didFetchCategories(outcome)))
    }
  }

  public static func fetchAnimals<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      switch await Self.outcome({ try await session.fetchAnimalsWithNotice() }) {
      case .success(let fetch):
        try await dispatcher.dispatch(action: .data(.didFetchAnimals(.success(fetch.animals), notice: fetch.notice)))
      case .failure(let failure):
        try await dispatcher.dispatch(action: .data(.didFetchAnimals(.failure(failure))))
      }
    }
  }

  public static func reloadSampleData<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome { try await session.reloadSampleData() }
      try await dispatcher.dispatch(action: .data(.didReloadSampleData(outcome)))
    }
  }

  public static func addAnimal<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, requestId: String, name: String, diet: Diet, categoryId: Category.ID
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome { try await session.addAnimal(name: name, diet: diet, categoryId: categoryId) }
      try await dispatcher.dispatch(action: .data(.didAddAnimal(requestId: requestId, outcome)))
    }
  }

  /// Updates the animal if it is still at `expectedVersion`; a conflict comes back as `didConflict`.
  public static func updateAnimal<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID, expectedVersion: Int?
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let result = await Self.result {
        try await session.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: expectedVersion)
      }
      switch result {
      case .conflict(let conflict):
        try await dispatcher.dispatch(action: .data(.didConflict(conflict, .update(name: name, diet: diet, categoryId: categoryId))))
      case .outcome(let outcome):
        try await dispatcher.dispatch(action: .data(.didUpdateAnimal(animalId: animalId, outcome)))
      }
    }
  }

  /// Deletes the animal if it is still at `expectedVersion`; a conflict comes back as `didConflict`.
  public static func deleteAnimal<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, animalId: Animal.ID, expectedVersion: Int?
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      switch await Self.result({ try await session.deleteAnimal(animalId: animalId, expectedVersion: expectedVersion) }) {
      case .conflict(let conflict):
        try await dispatcher.dispatch(action: .data(.didConflict(conflict, .delete)))
      case .outcome(let outcome):
        try await dispatcher.dispatch(action: .data(.didDeleteAnimal(animalId: animalId, outcome)))
      }
    }
  }

  /// Carries out an undo or redo on the store and dispatches its outcome. `expectedVersion` is the version
  /// the window shows (the reducer checked it still has what the step left): a store that has another
  /// refuses, and the step is dropped.
  public static func applyHistory<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, request: AnimalsHistoryRequest, expectedVersion: Int?
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let result = await Self.result {
        switch request.operation {
        case .delete(let animalId):
          try await session.deleteAnimal(animalId: animalId, expectedVersion: expectedVersion)
        case .restore(let animal):
          try await session.restoreAnimal(animal)
        case .update(let animal):
          try await session.updateAnimal(
            animalId: animal.animalId, name: animal.name, diet: animal.diet, categoryId: animal.categoryId, expectedVersion: expectedVersion
          )
        }
      }
      switch result {
      case .conflict(let conflict):
        try await dispatcher.dispatch(action: .data(.didConflict(conflict, .history(request))))
      case .outcome(let outcome):
        try await dispatcher.dispatch(action: .data(.didApplyHistory(request, outcome)))
      }
    }
  }

  private enum OutcomeOrConflict<Value : Hashable & Sendable & Codable> {
    case outcome(Outcome<Value>)
    case conflict(AnimalConflict)
  }

  /// Like `outcome`, but keeps a conflict apart: it is not a failure to report but a choice for the user.
  private static func result<Value>(_ body: () async throws -> Value) async -> OutcomeOrConflict<Value> {
    do {
      return .outcome(.success(try await body()))
    } catch let conflict as AnimalConflict {
      return .conflict(conflict)
    } catch {
      return .outcome(.failure(AnimalsFailure(error)))
    }
  }

  private static func outcome<Value>(_ body: () async throws -> Value) async -> Outcome<Value> {
    do {
      return .success(try await body())
    } catch {
      return .failure(AnimalsFailure(error))
    }
  }
}
