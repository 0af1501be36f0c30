//  BufferingNewestPolicyTests.swift
//  `bufferingNewest(n)` keeps the newest n unread elements.

import ImmutableData
import Testing

@MainActor @Suite("Back pressure: bufferingNewest", .timeLimit(.minutes(1)))
struct BufferingNewestPolicyTests {
  @Test func keepsTheLastNAndCountsTheRest() async throws {
    var store: IndexStore? = makeIndexStore()
    let stream = store!.makeStream(bufferingPolicy: .bufferingNewest(10))
    for index in 0..<100 {
      try store!.dispatch(action: index)
    }
    #expect(store!.droppedStreamElementCount == 90)
    store = nil
    #expect(await collectAll(stream).map(\.action) == Array(90..<100))
  }
}
