//  AnimalsListener.swift

import ImmutableData
import Logging

/// Watches the store's transitions and starts the request a transition asks for: a status that just
/// became `waiting` means "go and do it". Each request runs in its own task, so a slow fetch never
/// holds up a delete; the result comes back as a data action.
@MainActor public final class AnimalsListener {
  public typealias AnimalsStore = Store<AnimalsState, AnimalsAction>

  private let session: any PersistentSession
  private var listening: StoreListening<AnimalsState, AnimalsAction>?
  private var requests: [Int : Task<Void, Never>] = [:]
  private var nextRequest = 0
  private let onError: @MainActor @Sendable (any Error) -> Void

  /// `onError` is told when the store refuses a request's result (an app passes its notices' reporter,
  /// so the window says so); by default the error is only logged.
  public init(
    session: any PersistentSession,
    onError: @escaping @MainActor @Sendable (any Error) -> Void = { Logger(label: "AnimalsListener").error("result of a request was rejected: \($0)") }
  ) {
    self.session = session
    self.onError = onError
  }

  isolated deinit {
    self.stop()
  }

  /// Requests started and not finished yet.
  public var pendingRequestCount: Int {
    self.requests.count
  }

  /// Reacts to every action `store` reduces from now on (counted in its `listenerActivity`), until `stop()`.
  public func listen(to store: AnimalsStore) {
    self.stop()
    self.listening = store.listen { [weak self, weak store] oldState, action in
      guard let self, let store else { return }
      self.onReceive(oldState: oldState, action: action, store: store)
    }
  }

  public func stop() {
    // Cancels the requests started through it too.
    self.listening?.cancel()
    self.listening = nil
    self.requests.removeAll()
  }

  private func onReceive(oldState: AnimalsState, action: AnimalsAction, store: AnimalsStore) {
    let state = store.state
    let session = self.session
    guard case .ui(let action) = action else {
      // A remote change, a reload asked by the server, or a fetch that landed after a remote change
      // (which leaves the animals waiting for the next one).
      let fetchLanded = switch action {
      case .data(.didFetchAnimals), .data(.didReloadSampleData): true
      default: false
      }
      if Self.began(oldState.categories.status, state.categories.status) {
        self.start(AnimalsThunks.fetchCategories(session: session), on: store)
      }
      if Self.began(oldState.animals.status, state.animals.status) || (fetchLanded && state.animals.status == .waiting) {
        self.start(AnimalsThunks.fetchAnimals(session: session), on: store)
      }
      return
    }
    switch action {
    case .didAppear, .didTapRetry:
      if Self.began(oldState.categories.status, state.categories.status) {
        self.start(AnimalsThunks.fetchCategories(session: session), on: store)
      }
      if Self.began(oldState.animals.status, state.animals.status) {
        self.start(AnimalsThunks.fetchAnimals(session: session), on: store)
      }
    case .didConfirmReloadSampleData:
      if Self.began(oldState.categories.status, state.categories.status), Self.began(oldState.animals.status, state.animals.status) {
        self.start(AnimalsThunks.reloadSampleData(session: session), on: store)
      }
    case .didTapAddAnimal(let requestId, let name, let diet, let categoryId):
      if Self.began(oldState.animals.queue[requestId], state.animals.queue[requestId]) {
        self.start(AnimalsThunks.addAnimal(session: session, requestId: requestId, name: name, diet: diet, categoryId: categoryId), on: store)
      }
    case .didTapUpdateAnimal(let animalId, let name, let diet, let categoryId, let version):
      if Self.began(oldState.animals.queue[animalId], state.animals.queue[animalId]) {
        // The change was made on the version the editor opened on, or else on the one the window showed.
        let expectedVersion = version ?? oldState.animals.data[animalId]?.version
        self.start(
          AnimalsThunks.updateAnimal(session: session, animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: expectedVersion),
          on: store
        )
      }
    case .didConfirmDeleteAnimal(let animalId):
      if Self.began(oldState.animals.queue[animalId], state.animals.queue[animalId]) {
        let expectedVersion = oldState.animals.data[animalId]?.version
        self.start(AnimalsThunks.deleteAnimal(session: session, animalId: animalId, expectedVersion: expectedVersion), on: store)
      }
    case .didTapRetryConflict(let animalId):
      if Self.began(oldState.animals.queue[animalId], state.animals.queue[animalId]), let report = oldState.animals.conflicts[animalId] {
        // Over the values the user was shown: a change made since is refused again.
        let expectedVersion = report.conflict.current?.version
        switch report.change {
        case .update(let name, let diet, let categoryId):
          self.start(
            AnimalsThunks.updateAnimal(session: session, animalId: animalId, name: name, diet: diet, categoryId: categoryId, expectedVersion: expectedVersion),
            on: store
          )
        case .delete:
          self.start(AnimalsThunks.deleteAnimal(session: session, animalId: animalId, expectedVersion: expectedVersion), on: store)
        case .history:
          break
        }
      }
    case .didTapUndo, .didTapRedo:
      if oldState.historyRequest == nil, let request = state.historyRequest {
        let expectedVersion = oldState.animals.data[request.step.animalId]?.version
        self.start(AnimalsThunks.applyHistory(session: session, request: request, expectedVersion: expectedVersion), on: store)
      }
    case .didDismissHistoryFailure, .didDismissAnimalsNotice, .didTapDiscardConflict:
      break
    }
  }

  private static func began(_ old: Status?, _ new: Status?) -> Bool {
    old != .waiting && new == .waiting
  }

  private func start(_ thunk: @escaping AnimalsThunks.Thunk<AnimalsStore, AnimalsStore>, on store: AnimalsStore) {
    guard let listening = self.listening else { return }
    self.nextRequest += 1
    let id = self.nextRequest
    let onError = self.onError
    self.requests[id] = listening.run { [weak self] in
      do {
        try await store.dispatch(thunk: thunk)
      } catch {
        // The result action was refused by the reducer; the request's status stays as it was.
        onError(error)
      }
      self?.requests[id] = nil
    }
  }
}
