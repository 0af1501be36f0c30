//  SelectionScopeTests.swift
//  `SelectionScope` keeps one subscription per selection identity (its declaration and its id), asks
//  for a render when an output changes,
//  and cancels what a render did not read. Self-contained: its own state, actions and fixture.

import ImmutableData
import ImmutableUI
import Testing

private struct ScopeState : Equatable, Sendable {
  var count = 0
  var other = 0
  var names: [String] = ["ada", "alan", "grace"]
}

private enum ScopeAction : Sendable {
  case increment
  case touchOther
  case addName(String)
}

private let scopeReducer: @Sendable (ScopeState, ScopeAction) throws -> ScopeState = { state, action in
  var state = state
  switch action {
  case .increment: state.count += 1
  case .touchOther: state.other += 1
  case .addName(let name): state.names.append(name)
  }
  return state
}

private typealias ScopeSelection<Output : Sendable> = Selection<ScopeState, ScopeAction, Output>

private let countSelection = ScopeSelection<Int> { $0.count }
private let doubledSelection = ScopeSelection<Int> { $0.count * 2 }

/// Names with `prefix`; the prefix is the id, as `Selection` asks.
private func namesSelection(prefix: String) -> ScopeSelection<[String]> {
  ScopeSelection(id: prefix) { state in state.names.filter { $0.hasPrefix(prefix) } }
}

/// One declaration for several output types: only a type in its id tells them apart.
private func anyOutput<Output : Sendable & Equatable>(_ output: Output, id: Int = 0) -> ScopeSelection<Output> {
  ScopeSelection(id: id) { _ in output }
}

/// A store, a manual scheduler, a subscription center and a scope counting its change requests.
@MainActor private final class ScopeFixture {
  let store = Store<ScopeState, ScopeAction>(initialState: ScopeState(), reducer: scopeReducer)
  let scheduler = ManualScheduler()
  let center: SubscriptionCenter<ScopeState, ScopeAction>
  private(set) var changes = 0
  private(set) var scope: SelectionScope<ScopeState, ScopeAction>!

  init() {
    self.center = SubscriptionCenter(store: self.store, scheduler: self.scheduler)
    self.scope = SelectionScope(center: self.center) { [unowned self] in self.changes += 1 }
  }

  func dispatch(_ actions: ScopeAction...) {
    for action in actions {
      try! self.store.dispatch(action: action)
    }
  }

  func render(_ body: (SelectionScope<ScopeState, ScopeAction>) -> Void) {
    self.scope.beginRender()
    body(self.scope)
    self.scope.endRender()
  }
}

@MainActor @Suite("Selection scope")
struct SelectionScopeTests {
  @Test func selectSubscribesOncePerIdAndReturnsTheOutput() {
    let fixture = ScopeFixture()
    fixture.dispatch(.increment, .increment)
    #expect(fixture.scope.select(countSelection) == 2)
    #expect(fixture.scope.select(countSelection) == 2)
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.select(doubledSelection) == 4)
    #expect(fixture.scope.select(namesSelection(prefix: "a")) == ["ada", "alan"])
    #expect(fixture.scope.count == 3)
    #expect(fixture.center.subscriptionCount == 3)
  }

  @Test func oneDeclarationReadTwiceIsOneSubscription() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    let first = fixture.scope.subscription(for: countSelection)
    #expect(fixture.scope.select(countSelection) == 0)
    #expect(fixture.scope.subscription(for: countSelection) === first)
    #expect(fixture.scope.select(namesSelection(prefix: "a")) == ["ada", "alan"])
    #expect(fixture.scope.select(namesSelection(prefix: "a")) == ["ada", "alan"])
    #expect(fixture.center.subscriptionCount == 2)
  }

  /// With string ids, the second of two selections named alike silently returned the first's value.
  @Test func twoDeclarationsNeverShareASubscriptionWhateverTheirIds() {
    let fixture = ScopeFixture()
    let plain = ScopeSelection<Int>(id: "count") { $0.count }
    let shifted = ScopeSelection<Int>(id: "count") { $0.count + 100 }
    #expect(plain.key != shifted.key)
    #expect(fixture.scope.select(plain) == 0)
    #expect(fixture.scope.select(shifted) == 100)
    #expect(fixture.center.subscriptionCount == 2)
    #expect(fixture.scope.select(namesSelection(prefix: "g")) == ["grace"])
    #expect(namesSelection(prefix: "g").key != ScopeSelection<[String]>(id: "g") { $0.names }.key)
  }

  @Test func aKeySaysWhereTheSelectionIsDeclared() {
    #expect(countSelection.key.description.hasPrefix("ImmutableUITests/SelectionScopeTests.swift:"))
    #expect(namesSelection(prefix: "a").key.description.hasSuffix("(id: a)"))
  }

  @Test func oneDeclarationWithAnotherOutputTypeStopsDebugBuilds() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let store = Store<ScopeState, ScopeAction>(initialState: ScopeState(), reducer: scopeReducer)
        let scope = SelectionScope(center: SubscriptionCenter(store: store, scheduler: ManualScheduler())) {}
        _ = scope.select(anyOutput(1))
        _ = scope.select(anyOutput("one"))
      }
    }
    // With the type in the id they are two selections.
    await MainActor.run {
      let fixture = ScopeFixture()
      #expect(fixture.scope.select(anyOutput(1, id: 1)) == 1)
      #expect(fixture.scope.select(anyOutput("one", id: 2)) == "one")
      #expect(fixture.center.subscriptionCount == 2)
    }
  }

  @Test func onChangeIsCalledAfterTheTurnWhenTheOutputChanges() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    fixture.dispatch(.increment, .increment, .increment)
    #expect(fixture.changes == 0)
    #expect(fixture.scope.select(countSelection) == 0)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
    #expect(fixture.scope.select(countSelection) == 3)
    #expect(fixture.scope.subscription(for: countSelection)?.notifyCount == 1)
  }

  @Test func onChangeIsNotCalledWhenTheOutputIsUnchanged() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    _ = fixture.scope.select(namesSelection(prefix: "g"))
    fixture.dispatch(.touchOther, .addName("alonzo"))
    fixture.scheduler.runPending()
    #expect(fixture.changes == 0)
    #expect(fixture.scope.subscription(for: countSelection)?.recomputeCount == 1)
    fixture.dispatch(.addName("gauss"))
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
    #expect(fixture.scope.select(namesSelection(prefix: "g")) == ["grace", "gauss"])
  }

  @Test func everyChangedSelectionAsksForARender() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    _ = fixture.scope.select(doubledSelection)
    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 2)
  }

  @Test func aRenderThatDoesNotReadASelectionCancelsItsSubscription() {
    let fixture = ScopeFixture()
    fixture.render { scope in
      _ = scope.select(countSelection)
      _ = scope.select(doubledSelection)
    }
    #expect(fixture.scope.count == 2)
    #expect(fixture.center.subscriptionCount == 2)
    let dropped = fixture.scope.subscription(for: doubledSelection)

    fixture.render { scope in
      _ = scope.select(countSelection)
    }
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.subscription(for: doubledSelection) == nil)
    #expect(fixture.scope.subscription(for: countSelection) != nil)

    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
    #expect(dropped?.recomputeCount == 0)
    #expect(dropped?.output == 0)
  }

  @Test func aRenderThatReadsEverythingKeepsEverySubscription() {
    let fixture = ScopeFixture()
    fixture.render { scope in
      _ = scope.select(countSelection)
      _ = scope.select(doubledSelection)
    }
    let kept = fixture.scope.subscription(for: doubledSelection)
    fixture.render { scope in
      _ = scope.select(doubledSelection)
      _ = scope.select(countSelection)
    }
    #expect(fixture.scope.count == 2)
    #expect(fixture.center.subscriptionCount == 2)
    #expect(fixture.scope.subscription(for: doubledSelection) === kept)
  }

  @Test func anEmptyRenderCancelsEverything() {
    let fixture = ScopeFixture()
    fixture.render { scope in _ = scope.select(countSelection) }
    fixture.render { _ in }
    #expect(fixture.scope.count == 0)
    #expect(fixture.center.subscriptionCount == 0)
  }

  @Test func aNewIdOfOneDeclarationReplacesTheOldSubscription() {
    let fixture = ScopeFixture()
    fixture.render { scope in
      #expect(scope.select(namesSelection(prefix: "a")) == ["ada", "alan"])
    }
    let old = fixture.scope.subscription(for: namesSelection(prefix: "a"))
    #expect(old != nil)

    fixture.render { scope in
      #expect(scope.select(namesSelection(prefix: "g")) == ["grace"])
    }
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.subscription(for: namesSelection(prefix: "a")) == nil)
    #expect(fixture.scope.subscription(for: namesSelection(prefix: "g")) != nil)

    // Only the new query follows the store.
    fixture.dispatch(.addName("anders"))
    fixture.scheduler.runPending()
    #expect(fixture.changes == 0)
    #expect(old?.recomputeCount == 0)
    fixture.dispatch(.addName("gödel"))
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
    #expect(fixture.scope.select(namesSelection(prefix: "g")) == ["grace", "gödel"])
  }

  @Test func cancelAllCancelsEverySubscription() {
    let fixture = ScopeFixture()
    let subscriptions: [Subscription<ScopeState, ScopeAction, Int>?] = [countSelection, doubledSelection].map {
      _ = fixture.scope.select($0)
      return fixture.scope.subscription(for: $0)
    }
    #expect(fixture.center.subscriptionCount == 2)
    fixture.scope.cancelAll()
    #expect(fixture.scope.count == 0)
    #expect(fixture.center.subscriptionCount == 0)
    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 0)
    #expect(subscriptions.allSatisfy { $0?.recomputeCount == 0 })
  }

  @Test func selectAfterCancelAllSubscribesAgain() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    fixture.scope.cancelAll()
    fixture.dispatch(.increment)
    #expect(fixture.scope.select(countSelection) == 1)
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
  }

  @Test func filteredSelectionsAskForARenderOnlyForActionsTheFilterPasses() {
    let fixture = ScopeFixture()
    let selection = ScopeSelection<Int>(
      id: "filtered",
      filter: { _, action in if case .increment = action { true } else { false } },
      select: { $0.count + $0.other }
    )
    _ = fixture.scope.select(selection)
    fixture.dispatch(.touchOther)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 0)
    #expect(fixture.scope.select(selection) == 0)
    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(fixture.changes == 1)
    #expect(fixture.scope.select(selection) == 2)
  }
}
