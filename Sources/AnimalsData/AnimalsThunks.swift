//  AnimalsThunks.swift

import ImmutableData

/// The I/O of each request: call the session off the main actor, then dispatch its outcome.
/// A failed call becomes a failure outcome with the error's message; nothing is thrown away.
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
      case .failure(let message):
        try await dispatcher.dispatch(action: .data(.didFetchAnimals(.failure(message))))
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

  public static func updateAnimal<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, animalId: Animal.ID, name: String, diet: Diet, categoryId: Category.ID
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome {
        try await session.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
      }
      try await dispatcher.dispatch(action: .data(.didUpdateAnimal(animalId: animalId, outcome)))
    }
  }

  public static func deleteAnimal<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, animalId: Animal.ID
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome { try await session.deleteAnimal(animalId: animalId) }
      try await dispatcher.dispatch(action: .data(.didDeleteAnimal(animalId: animalId, outcome)))
    }
  }

  /// Carries out an undo or redo on the store and dispatches its outcome.
  public static func applyHistory<D : Dispatcher<AnimalsState, AnimalsAction>, S : Selector<AnimalsState>>(
    session: any PersistentSession, request: AnimalsHistoryRequest
  ) -> Thunk<D, S> {
    { dispatcher, _ in
      let outcome = await Self.outcome {
        switch request.operation {
        case .delete(let animalId):
          try await session.deleteAnimal(animalId: animalId)
        case .restore(let animal):
          try await session.restoreAnimal(animal)
        case .update(let animal):
          try await session.updateAnimal(animalId: animal.animalId, name: animal.name, diet: animal.diet, categoryId: animal.categoryId)
        }
      }
      try await dispatcher.dispatch(action: .data(.didApplyHistory(request, outcome)))
    }
  }

  private static func outcome<Value>(_ body: () async throws -> Value) async -> Outcome<Value> {
    do {
      return .success(try await body())
    } catch {
      return .failure(String(describing: error))
    }
  }
}
