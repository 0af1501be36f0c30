//  MixedDependencyTypesTests.swift
//  One subscription with dependencies of different types (AnyDependencySelector).

import ImmutableData
import ImmutableUI
import Testing

@MainActor @Suite("Dependencies of different types")
struct MixedDependencyTypesTests {
  private static func subscribe(_ fixture: Fixture) -> Subscription<AppState, AppAction, String> {
    fixture.center.subscribe(
      dependencies: [
        AnyDependencySelector(DependencySelector<AppState, Int> { $0.count }),
        AnyDependencySelector(DependencySelector<AppState, String> { $0.name }),
        AnyDependencySelector(DependencySelector<AppState, [String]> { $0.tags }),
      ],
      output: OutputSelector<AppState, String> { "\($0.count)|\($0.name)|\($0.tags.joined(separator: ","))" }
    )
  }

  @Test func noDependencyChangedSkipsTheRecompute() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(.touchUnrelated)
    fixture.turn()
    #expect(subscription.recomputeCount == 0)
  }

  @Test(arguments: [
    (AppAction.increment, "1||"),
    (AppAction.setName("n"), "0|n|"),
    (AppAction.addTag("t"), "0||t"),
  ])
  func onlyOneDependencyChangingRecomputes(action: AppAction, expected: String) throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    try fixture.dispatch(action)
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    #expect(subscription.notifyCount == 1)
    #expect(subscription.output == expected)
  }

  @Test func everyDependencyKeepsItsValueEvenWhenAnEarlierOneChanged() throws {
    let fixture = Fixture()
    let subscription = Self.subscribe(fixture)
    // All three change in one turn.
    try fixture.dispatch(.increment, .setName("n"), .addTag("t"))
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    // Nothing they select changes: if any dependency had not kept its new value, this would recompute.
    try fixture.dispatch(.touchUnrelated)
    fixture.turn()
    #expect(subscription.recomputeCount == 1)
    // Only the last one changes.
    try fixture.dispatch(.addTag("u"))
    fixture.turn()
    #expect(subscription.recomputeCount == 2)
    #expect(subscription.output == "1|n|t,u")
  }
}
