//  SelectionScopeTests.swift
//  `SelectionScope` keeps one subscription per selection id, asks for a render when an output changes,
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

private let countSelection = ScopeSelection<Int>(id: "count") { $0.count }
private let doubledSelection = ScopeSelection<Int>(id: "doubled") { $0.count * 2 }

/// Names with `prefix`; the prefix is part of the id, as `Selection` asks.
private func namesSelection(prefix: String) -> ScopeSelection<[String]> {
  ScopeSelection(id: "names:\(prefix)") { state in state.names.filter { $0.hasPrefix(prefix) } }
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

  @Test func selectionsWithTheSameIdShareOneSubscription() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    let first = fixture.scope.subscription(id: "count", of: Int.self)
    // Same id, another selector: the id names the subscription, so the first one is kept.
    #expect(fixture.scope.select(ScopeSelection<Int>(id: "count") { $0.count + 100 }) == 0)
    #expect(fixture.scope.subscription(id: "count", of: Int.self) === first)
    #expect(fixture.center.subscriptionCount == 1)
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
    #expect(fixture.scope.subscription(id: "count", of: Int.self)?.notifyCount == 1)
  }

  @Test func onChangeIsNotCalledWhenTheOutputIsUnchanged() {
    let fixture = ScopeFixture()
    _ = fixture.scope.select(countSelection)
    _ = fixture.scope.select(namesSelection(prefix: "g"))
    fixture.dispatch(.touchOther, .addName("alonzo"))
    fixture.scheduler.runPending()
    #expect(fixture.changes == 0)
    #expect(fixture.scope.subscription(id: "count", of: Int.self)?.recomputeCount == 1)
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

  @Test func aRenderThatDoesNotReadAnIdCancelsItsSubscription() {
    let fixture = ScopeFixture()
    fixture.render { scope in
      _ = scope.select(countSelection)
      _ = scope.select(doubledSelection)
    }
    #expect(fixture.scope.count == 2)
    #expect(fixture.center.subscriptionCount == 2)
    let dropped = fixture.scope.subscription(id: "doubled", of: Int.self)

    fixture.render { scope in
      _ = scope.select(countSelection)
    }
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.subscription(id: "doubled", of: Int.self) == nil)
    #expect(fixture.scope.subscription(id: "count", of: Int.self) != nil)

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
    let kept = fixture.scope.subscription(id: "doubled", of: Int.self)
    fixture.render { scope in
      _ = scope.select(doubledSelection)
      _ = scope.select(countSelection)
    }
    #expect(fixture.scope.count == 2)
    #expect(fixture.center.subscriptionCount == 2)
    #expect(fixture.scope.subscription(id: "doubled", of: Int.self) === kept)
  }

  @Test func anEmptyRenderCancelsEverything() {
    let fixture = ScopeFixture()
    fixture.render { scope in _ = scope.select(countSelection) }
    fixture.render { _ in }
    #expect(fixture.scope.count == 0)
    #expect(fixture.center.subscriptionCount == 0)
  }

  @Test func aNewIdWithTheSameOutputReplacesTheOldSubscription() {
    let fixture = ScopeFixture()
    fixture.render { scope in
      #expect(scope.select(namesSelection(prefix: "a")) == ["ada", "alan"])
    }
    let old = fixture.scope.subscription(id: "names:a", of: [String].self)
    #expect(old != nil)

    fixture.render { scope in
      #expect(scope.select(namesSelection(prefix: "g")) == ["grace"])
    }
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.subscription(id: "names:a", of: [String].self) == nil)
    #expect(fixture.scope.subscription(id: "names:g", of: [String].self) != nil)

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

  @Test func anIdReusedWithAnotherOutputTypeReplacesTheSubscriptionAtOnce() {
    let fixture = ScopeFixture()
    #expect(fixture.scope.select(countSelection) == 0)
    let old = fixture.scope.subscription(id: "count", of: Int.self)
    #expect(fixture.scope.select(ScopeSelection<String>(id: "count") { "\($0.count)" }) == "0")
    #expect(fixture.scope.count == 1)
    #expect(fixture.center.subscriptionCount == 1)
    #expect(fixture.scope.subscription(id: "count", of: Int.self) == nil)
    #expect(fixture.scope.subscription(id: "count", of: String.self)?.output == "0")
    fixture.dispatch(.increment)
    fixture.scheduler.runPending()
    #expect(old?.recomputeCount == 0)
    #expect(fixture.changes == 1)
  }

  @Test func cancelAllCancelsEverySubscription() {
    let fixture = ScopeFixture()
    let subscriptions: [Subscription<ScopeState, ScopeAction, Int>?] = [countSelection, doubledSelection].map {
      _ = fixture.scope.select($0)
      return fixture.scope.subscription(id: $0.id, of: Int.self)
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
