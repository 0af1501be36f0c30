//  TestSupport.swift
//  Shared state, actions, reducer and a fixture with a manual scheduler for the ImmutableUI tests.

import ImmutableData
import ImmutableUI

struct AppState : Equatable, Sendable {
  var count = 0
  var name = ""
  var tags: [String] = []
  var unrelated = 0
}

enum AppAction : Equatable, Sendable {
  case setCount(Int)
  case increment
  case setName(String)
  case addTag(String)
  case touchUnrelated
  case fail
}

enum AppError : Error, Equatable {
  case rejected
}

let appReducer: @Sendable (AppState, AppAction) throws -> AppState = { state, action in
  var state = state
  switch action {
  case .setCount(let count): state.count = count
  case .increment: state.count += 1
  case .setName(let name): state.name = name
  case .addTag(let tag): state.tags.append(tag)
  case .touchUnrelated: state.unrelated += 1
  case .fail: throw AppError.rejected
  }
  return state
}

typealias AppStore = Store<AppState, AppAction>

/// A store, a manual scheduler (one `turn()` = one main-loop turn) and a subscription center.
@MainActor struct Fixture {
  let store: AppStore
  let scheduler = ManualScheduler()
  let center: SubscriptionCenter<AppState, AppAction>

  init(_ state: AppState = AppState()) {
    self.store = AppStore(initialState: state, reducer: appReducer)
    self.center = SubscriptionCenter(store: self.store, scheduler: self.scheduler)
  }

  func dispatch(_ actions: AppAction...) throws {
    for action in actions {
      try self.store.dispatch(action: action)
    }
  }

  func turn() {
    self.scheduler.runPending()
  }
}
