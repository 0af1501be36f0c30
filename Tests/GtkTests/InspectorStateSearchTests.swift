//  InspectorStateSearchTests.swift

import AnimalsData
import QuakesData
import StoreInspector
import Testing

/// Searching a state by path and value: every word in the line, case and accents aside, and a bounded
/// walk on a big state.
struct InspectorStateSearchTests {
  @Test func aValueIsFoundWithItsPath() {
    var state = AnimalsState()
    for animal in SampleData.animals { state.animals.data[animal.animalId] = animal }
    let result = StateSearch.matches(in: state, text: "kangaroo name")
    #expect(result.lines.contains { $0.hasPrefix("state.animals.data[") && $0.hasSuffix(".name: Red kangaroo") }, "\(result.lines)")
    #expect(result.isComplete)
  }

  @Test func casesAndAccentsDoNotMatter() {
    struct Place { var name = "Île de Montréal, Québec" }
    #expect(StateSearch.matches(in: Place(), text: "ile montreal").lines == ["state.name: Île de Montréal, Québec"])
    #expect(StateSearch.matches(in: Place(), text: "name lyon").lines.isEmpty)
  }

  @Test func aBigStateIsSearchedWithinItsBounds() {
    let quakes = (0 ..< 100_000).map { Quake(quakeId: "q\($0)", magnitude: 2, time: .distantPast, updated: .distantPast, name: "Place \($0)", longitude: 0, latitude: 0) }
    let state = QuakesState(quakes: quakes)
    let result = StateSearch.matches(in: state, text: "place")
    #expect(result.lines.count == 50)
    #expect(!result.isComplete)
    #expect(StateSearch.matches(in: state, text: "no such thing").isComplete == false, "it stopped at its bound")
  }
}
