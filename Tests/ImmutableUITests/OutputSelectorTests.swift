//  OutputSelectorTests.swift
//  The output selector's didChange decides whether subscribers are told.

import ImmutableData
import ImmutableUI
import TestSupport
import Testing

@MainActor @Suite("Output selector")
struct OutputSelectorTests {
  @Test func initialOutputIsSelectedAtSubscribeTimeWithoutCounting() {
    let fixture = Fixture(AppState(count: 7))
    let subscription = fixture.center.subscribe(output: OutputSelector<AppState, Int> { $0.count * 2 })
    #expect(subscription.output == 14)
    #expect(subscription.recomputeCount == 0)
    #expect(subscription.notifyCount == 0)
  }

  @Test func unchangedOutputCountsTheRecomputeButDoesNotNotify() throws {
    let fixture = Fixture()
    let changes = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { changes.append($0) }
    )
    try fixture.dispatch(.setName("only the name"))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 0)
    #expect(changes.count == 0)
  }

  @Test func changedOutputNotifiesWithTheNewValue() throws {
    let fixture = Fixture()
    let changes = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { changes.append($0) }
    )
    try fixture.dispatch(.setCount(8))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output == 8)
    #expect(changes.values == [8])
  }

  @Test func customDidChangeThatSaysNoKeepsTheOldOutput() throws {
    let fixture = Fixture()
    let changes = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int>(select: { $0.count }, didChange: { _, _ in false }),
      onChange: { changes.append($0) }
    )
    try fixture.dispatch(.setCount(8))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 0)
    #expect(subscription.output == 0)
    #expect(changes.count == 0)
  }

  @Test func customDidChangeWorksForOutputsThatAreNotEquatable() throws {
    struct Tags : Sendable {
      let values: [String]
    }
    let fixture = Fixture()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Tags>(select: { Tags(values: $0.tags) }, didChange: { $0.values != $1.values })
    )
    try fixture.dispatch(.touchUnrelated)
    fixture.turn()
    #expect(subscription.notifyCount == 0)
    try fixture.dispatch(.addTag("swift"))
    fixture.turn()
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output.values == ["swift"])
  }

  @Test func setOnChangeReplacesTheClosureToldAboutChanges() throws {
    let fixture = Fixture()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let subscription = fixture.center.subscribe(
      output: OutputSelector<AppState, Int> { $0.count },
      onChange: { first.append($0) }
    )
    try fixture.dispatch(.setCount(1))
    fixture.turn()
    subscription.setOnChange { second.append($0) }
    try fixture.dispatch(.setCount(2))
    fixture.turn()
    subscription.setOnChange(nil)
    try fixture.dispatch(.setCount(3))
    fixture.turn()
    #expect(first.values == [1])
    #expect(second.values == [2])
    #expect(subscription.notifyCount == 3)
    #expect(subscription.output == 3)
  }
}
