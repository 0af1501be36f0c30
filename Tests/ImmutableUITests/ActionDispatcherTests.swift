//  ActionDispatcherTests.swift
//  ActionDispatcher calls its body; map wraps a feature's actions into the app's action type.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

private enum FeatureAction : Equatable, Sendable {
  case rename(String)
  case bump
}

private enum AppWideAction : Equatable, Sendable {
  case feature(FeatureAction)
  case other
}

@MainActor @Suite("ActionDispatcher")
struct ActionDispatcherTests {
  @Test func callingTheDispatcherCallsTheBody() {
    let sent = Recorder<AppWideAction>()
    let dispatcher = ActionDispatcher<AppWideAction> { sent.append($0) }
    dispatcher(.other)
    dispatcher(.feature(.bump))
    #expect(sent.values == [.other, .feature(.bump)])
  }

  @Test func mapWrapsFeatureActions() {
    let sent = Recorder<AppWideAction>()
    let appDispatcher = ActionDispatcher<AppWideAction> { sent.append($0) }
    let featureDispatcher: ActionDispatcher<FeatureAction> = appDispatcher.map { .feature($0) }
    featureDispatcher(.rename("x"))
    featureDispatcher(.bump)
    #expect(sent.values == [.feature(.rename("x")), .feature(.bump)])
  }

  @Test func mapsCompose() {
    let sent = Recorder<AppWideAction>()
    let appDispatcher = ActionDispatcher<AppWideAction> { sent.append($0) }
    let featureDispatcher: ActionDispatcher<FeatureAction> = appDispatcher.map { .feature($0) }
    let nameDispatcher: ActionDispatcher<String> = featureDispatcher.map { .rename($0) }
    nameDispatcher("deep")
    #expect(sent.values == [.feature(.rename("deep"))])
  }

  @Test func mappedProviderDispatcherReachesTheStore() {
    let provider = StoreProvider(
      store: AppStore(initialState: AppState(), reducer: appReducer),
      scheduler: ManualScheduler()
    )
    let nameDispatcher: ActionDispatcher<String> = provider.dispatcher.map { .setName($0) }
    nameDispatcher("mapped")
    #expect(provider.store.state.name == "mapped")
  }
}
