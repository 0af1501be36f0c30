//  ReducersCombineTests.swift
//  `Reducers.combine` runs reducers in order; one that throws aborts the whole reduce.

import ImmutableData
import TestSupport
import Testing

@MainActor @Suite("Reducers.combine")
struct ReducersCombineTests {
  private static func appending(_ text: String) -> @Sendable (CounterState, CounterAction) throws -> CounterState {
    return { state, _ in
      var state = state
      state.label += text
      return state
    }
  }

  private static let addOne: @Sendable (CounterState, CounterAction) throws -> CounterState = { state, _ in
    var state = state
    state.value += 1
    return state
  }

  private static let timesTen: @Sendable (CounterState, CounterAction) throws -> CounterState = { state, _ in
    var state = state
    state.value *= 10
    return state
  }

  @Test func runsReducersInTheOrderGiven() throws {
    let reducer = Reducers.combine(Self.appending("a"), Self.appending("b"), Self.appending("c"))
    #expect(try reducer(CounterState(), .increment).label == "abc")
  }

  @Test func eachReducerGetsThePreviousReducersResult() throws {
    #expect(try Reducers.combine(Self.addOne, Self.timesTen)(CounterState(), .increment).value == 10)
    #expect(try Reducers.combine(Self.timesTen, Self.addOne)(CounterState(), .increment).value == 1)
  }

  @Test func arrayAndVariadicFormsAgree() throws {
    let array = Reducers.combine([Self.addOne, Self.appending("x"), Self.timesTen])
    let variadic = Reducers.combine(Self.addOne, Self.appending("x"), Self.timesTen)
    let start = CounterState(value: 2, label: "s")
    #expect(try array(start, .increment) == variadic(start, .increment))
    #expect(try array(start, .increment) == CounterState(value: 30, label: "sx"))
  }

  @Test func combiningNothingReturnsTheStateUnchanged() throws {
    let reducer: @Sendable (CounterState, CounterAction) throws -> CounterState = Reducers.combine([])
    #expect(try reducer(CounterState(value: 5), .increment) == CounterState(value: 5))
  }

  @Test func aThrowingReducerAbortsAndLaterReducersDoNotRun() throws {
    let laterCalls = Recorder<CounterAction>()
    let failing: @Sendable (CounterState, CounterAction) throws -> CounterState = { state, action in
      if action == .fail { throw TestError.rejected(action) }
      return state
    }
    let later: @Sendable (CounterState, CounterAction) throws -> CounterState = { state, action in
      MainActor.assumeIsolated { laterCalls.append(action) }
      return state
    }
    let store = CounterStore(
      initialState: CounterState(value: 1),
      reducer: Reducers.combine(Self.addOne, failing, later)
    )
    #expect(throws: TestError.rejected(.fail)) {
      try store.dispatch(action: .fail)
    }
    #expect(store.state == CounterState(value: 1))
    #expect(laterCalls.count == 0)

    try store.dispatch(action: .increment)
    #expect(store.state == CounterState(value: 2))
    #expect(laterCalls.values == [.increment])
  }
}
