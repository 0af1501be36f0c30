//  UnboundedPolicyTests.swift
//  `unbounded` keeps every element.

import ImmutableData
import Testing

@MainActor @Suite("Back pressure: unbounded", .timeLimit(.minutes(1)))
struct UnboundedPolicyTests {
  @Test func keepsEveryElementAndDropsNothing() async throws {
    let dispatched = 5_000
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream(bufferingPolicy: .unbounded)
    for index in 0..<dispatched {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 0)
    store = nil
    let elements = await collectAll(stream)
    #expect(elements.map(\.action) == Array(0..<dispatched))
  }
}
