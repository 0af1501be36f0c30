//  InspectorStateDescriptionTests.swift

import StoreInspector
import Testing

/// The inspector describes and compares big states without building their whole text.
struct InspectorStateDescriptionTests {
  struct Big {
    var title = "t"
    var items = Array(0 ..< 100_000)
  }

  @Test func bigCollectionsAreCutInDescriptions() {
    let text = StateDescription.describe(Big())
    #expect(text.contains("… 99992 more"))
    #expect(text.count < 200)
  }

  @Test func bigCollectionsAreComparedByCountAndLeavesByValue() {
    var after = Big()
    after.items.append(1)
    after.title = "u"
    let changes = StateDiff.changes(from: Big(), to: after)
    #expect(changes.contains("state.title: t → u"))
    #expect(changes.contains("state.items: 100000 → 100001 elements"))
  }

  @Test func smallCollectionsListAddedAndRemovedElements() {
    let changes = StateDiff.changes(from: ["a", "b"], to: ["b", "c"])
    #expect(changes.contains("state − a"))
    #expect(changes.contains("state + c"))
  }
}
