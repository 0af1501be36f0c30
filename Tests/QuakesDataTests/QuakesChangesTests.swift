//  QuakesChangesTests.swift

import HashTreeCollections
import QuakesData
import Testing

@Suite struct QuakesChangesTests {
  typealias Q = QuakesTestData

  @Test func insertedUpdatedAndDeletedAmongCandidates() {
    let old = QuakesState(quakes: [Q.quake("keep"), Q.quake("change"), Q.quake("drop")]).quakes
    var new = old
    new["change"] = Q.quake("change", magnitude: 5, updatedMinute: 9)
    new["drop"] = nil
    new["add"] = Q.quake("add")
    let changes = QuakesChanges.between(old, new, among: ["keep", "change", "drop", "add", "never-there"])
    #expect(changes.inserted.map(\.quakeId) == ["add"])
    #expect(changes.updated == [new["change"]!])
    #expect(changes.deleted == ["drop"])
    #expect(QuakesChanges.between(old, new) == changes)
  }

  @Test func onlyCandidatesAreCompared() {
    let old = QuakesState(quakes: [Q.quake("a")]).quakes
    let new = QuakesState(quakes: [Q.quake("b")]).quakes
    #expect(QuakesChanges.between(old, new, among: ["b"]) == QuakesChanges(inserted: [Q.quake("b")]))
    #expect(QuakesChanges.between(old, old, among: ["a"]).isEmpty)
  }
}
