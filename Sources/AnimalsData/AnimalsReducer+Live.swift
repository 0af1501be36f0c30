//  AnimalsReducer+Live.swift

import ImmutableData

extension AnimalsReducer {
  /// Applies what the live channel reported, like a local change: every window on the store updates.
  static func reduceLive(state: AnimalsState, action: LiveAction) -> AnimalsState {
    var state = state
    var live = state.live ?? LiveState(connection: .connecting(server: ""))
    switch action {
    case .didStartConnecting(let server):
      let failure: AnimalsFailure? = if case .offline(_, let reason, _) = live.connection { reason } else { nil }
      live.connection = .connecting(server: server, after: failure)
    case .didConnect(let server, let latest):
      live.connection = .live(server: server)
      if live.lastSequence == nil {
        // The first connection: what came before `latest` is fetched, what comes after streams in.
        live.lastSequence = latest
        state.live = live
        self.requestFetch(&state)
        return state
      }
    case .didReceiveChange(let sequenced):
      // A reconnect asks for the changes after the last one applied, so one seen twice is a duplicate.
      if let last = live.lastSequence, sequenced.sequence <= last { return state }
      live.lastSequence = sequenced.sequence
      state.live = live
      self.apply(sequenced.change, to: &state)
      return state
    case .didReceiveReload(let latest):
      live.lastSequence = latest
      state.live = live
      self.requestFetch(&state)
      return state
    case .didDisconnect(let server, let reason, let retryInSeconds):
      live.connection = .offline(server: server, reason: reason, retryInSeconds: retryInSeconds)
    }
    state.live = live
    return state
  }

  private static func apply(_ change: AnimalsChange, to state: inout AnimalsState) {
    switch change {
    case .saved(let animal):
      let animalId = animal.animalId
      // A request in flight about the animal brings it back as stored (or the conflict): its result
      // must find the animal as it was, to record the right undo step.
      guard state.animals.queue[animalId] != .waiting else { break }
      // A reply to this client's own change may already have brought a newer version.
      if let shown = state.animals.data[animalId], shown.version > animal.version { break }
      state.animals.data[animalId] = animal
    case .deleted(let animalId):
      guard state.animals.queue[animalId] != .waiting else { break }
      state.animals.data[animalId] = nil
    case .replacedAll:
      // Like a local reload of the sample data: the steps and refused changes were about data that is gone.
      state.history = UndoStacks(limit: state.history.limit)
      state.animals.conflicts = [:]
      if state.categories.status != .waiting { state.categories.status = .waiting }
      self.requestFetch(&state)
      return
    }
    // A fetch in flight may have read before this change and would undo it when it lands.
    if state.animals.status == .waiting { state.live?.fetchAgain = true }
  }

  /// Fetches the animals, or once more after the fetch in flight (which may have read too early).
  private static func requestFetch(_ state: inout AnimalsState) {
    if state.animals.status == .waiting {
      state.live?.fetchAgain = true
    } else {
      state.animals.status = .waiting
    }
  }

  /// After a fetch landed: fetches again when a change arrived while it was in flight.
  static func fetchAgainIfAsked(_ state: inout AnimalsState) {
    guard state.live?.fetchAgain == true else { return }
    state.live?.fetchAgain = false
    state.animals.status = .waiting
  }
}
