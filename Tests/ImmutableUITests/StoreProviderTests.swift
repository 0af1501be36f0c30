//  StoreProviderTests.swift
//  StoreProvider: one per store, a dispatcher that never throws, and errors sent to onDispatchError.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("StoreProvider")
struct StoreProviderTests {
  private static func makeProvider(
    _ state: AppState = AppState(),
    scheduler: ManualScheduler,
    onDispatchError: @escaping @MainActor (AppAction, any Error) -> Void = { _, _ in }
  ) -> StoreProvider<AppState, AppAction> {
    StoreProvider(
      store: AppStore(initialState: state, reducer: appReducer),
      scheduler: scheduler,
      onDispatchError: onDispatchError
    )
  }

  @Test func dispatcherDispatchesToTheProvidersStore() {
    let provider = Self.makeProvider(scheduler: ManualScheduler())
    provider.dispatcher(.setCount(3))
    provider.dispatcher(.setName("p"))
    #expect(provider.store.state.count == 3)
    #expect(provider.select { $0.name } == "p")
  }

  @Test func twoProvidersOnTwoStoresAreIndependent() {
    let firstScheduler = ManualScheduler()
    let secondScheduler = ManualScheduler()
    let first = Self.makeProvider(scheduler: firstScheduler)
    let second = Self.makeProvider(AppState(count: 100), scheduler: secondScheduler)
    let firstSubscription = first.subscriptions.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    let secondSubscription = second.subscriptions.subscribe(output: OutputSelector<AppState, Int> { $0.count })
    #expect(first.store !== second.store)
    #expect(first.subscriptions.store === first.store)
    #expect(second.subscriptions.store === second.store)

    first.dispatcher(.increment)
    first.dispatcher(.increment)
    #expect(first.select { $0.count } == 2)
    #expect(second.select { $0.count } == 100)
    #expect(firstScheduler.pendingCount == 1)
    #expect(secondScheduler.pendingCount == 0)

    firstScheduler.runPending()
    secondScheduler.runPending()
    #expect(firstSubscription.output == 2)
    #expect(secondSubscription.output == 100)
    #expect(secondSubscription.recomputeCount == 0)

    second.dispatcher(.setCount(7))
    secondScheduler.runPending()
    #expect(secondSubscription.output == 7)
    #expect(firstSubscription.output == 2)
    #expect(first.subscriptions.flushCount == 1)
  }

  @Test func reducerErrorGoesToOnDispatchErrorWithTheAction() {
    let errors = Recorder<(AppAction, AppError?)>()
    let provider = Self.makeProvider(AppState(count: 1), scheduler: ManualScheduler()) { action, error in
      errors.append((action, error as? AppError))
    }
    provider.dispatcher(.fail)
    #expect(errors.count == 1)
    #expect(errors.values.first?.0 == .fail)
    #expect(errors.values.first?.1 == .rejected)
    #expect(provider.store.state.count == 1)

    provider.dispatcher(.increment)
    #expect(errors.count == 1)
    #expect(provider.store.state.count == 2)
  }

  @Test func onDispatchErrorCanBeReplaced() {
    let first = Recorder<AppAction>()
    let second = Recorder<AppAction>()
    let provider = Self.makeProvider(scheduler: ManualScheduler()) { action, _ in first.append(action) }
    provider.onDispatchError = { action, _ in second.append(action) }
    provider.dispatcher(.fail)
    #expect(first.count == 0)
    #expect(second.values == [.fail])
  }

  @Test func dispatcherOutlivingItsProviderDoesNothing() {
    let store = AppStore(initialState: AppState(), reducer: appReducer)
    var provider: StoreProvider<AppState, AppAction>? = StoreProvider(store: store, scheduler: ManualScheduler())
    let dispatcher = provider!.dispatcher
    dispatcher(.increment)
    provider = nil
    dispatcher(.increment)
    #expect(store.state.count == 1)
  }

  @Test func selectReadsWithoutSubscribing() {
    let provider = Self.makeProvider(AppState(count: 2, name: "n"), scheduler: ManualScheduler())
    #expect(provider.select { "\($0.name)\($0.count)" } == "n2")
    #expect(provider.subscriptions.subscriptionCount == 0)
  }
}
