//  QuakesMergeProperties.swift
//  Property tests (random inputs; a failure prints the seed that reproduces it): the feed merge and the
//  cache's change list agree with a plain dictionary model.

import Foundation
import HashTreeCollections
import PropertyBased
@testable import QuakesData
import Testing

/// A quake drawn from a small pool of ids, times, magnitudes (some not positive) and revision times, so that
/// random lists revise, remove and repeat the same quakes.
private let quake = Gen.int(in: 0 ... 599).map { n in
  Quake(
    quakeId: "q\(n % 10)", magnitude: Double((n / 10) % 6) - 1, time: Date(timeIntervalSince1970: 1_700_000_000 + Double(n % 7) * 60),
    updated: Date(timeIntervalSince1970: 1_700_000_000 + Double((n / 60) % 10) * 60), name: "Quake \(n)", longitude: 0, latitude: 0
  )
}
private let quakes = quake.array(of: 0 ... 25)

private func dictionary(_ quakes: [Quake]) -> QuakeCollection {
  QuakeCollection(TreeDictionary(quakes.map { ($0.quakeId, $0) }, uniquingKeysWith: { _, last in last }))
}

/// The quakes in the order the time index must hold them.
private func inTimeOrder(_ quakes: QuakeCollection) -> [Quake] {
  quakes.values.sorted { ($0.time, $0.quakeId) < ($1.time, $1.quakeId) }
}

@Suite struct QuakesMergeProperties {
  @Test func theMergeAgreesWithADictionaryModel() async {
    await propertyCheck(count: 500, input: quakes, quakes) { existing, incoming in
      var model = Dictionary(existing.map { ($0.quakeId, $0) }, uniquingKeysWith: { _, last in last })
      for quake in incoming {
        if quake.magnitude <= 0 {
          model[quake.quakeId] = nil
        } else if let kept = model[quake.quakeId], kept.updated > quake.updated {
          continue
        } else {
          model[quake.quakeId] = quake
        }
      }
      let merged = QuakesReducer.merge(incoming, into: dictionary(existing))
      #expect(Dictionary(merged.byId.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) == model)
      #expect(merged.byTime.all == inTimeOrder(merged), "the time index is not the merged quakes in time order")
      #expect(merged.values.allSatisfy { $0.magnitude > 0 } || existing.contains { $0.magnitude <= 0 }, "a removal left a quake that is not positive")
    }
  }

  @Test func mergingTheSameFeedTwiceChangesNothingMore() async {
    await propertyCheck(count: 500, input: quakes, quakes) { existing, incoming in
      let once = QuakesReducer.merge(incoming, into: dictionary(existing))
      #expect(QuakesReducer.merge(incoming, into: once) == once)
    }
  }

  @Test func applyingTheChangeListToTheOldQuakesGivesTheNewOnes() async {
    await propertyCheck(count: 500, input: quakes, quakes) { before, after in
      let (old, new) = (dictionary(before), dictionary(after))
      let changes = QuakesChanges.between(old, new)
      var applied = old
      for quake in changes.inserted {
        #expect(applied[quake.quakeId] == nil, "\(quake.quakeId) inserted, but it was there")
        applied[quake.quakeId] = quake
      }
      for quake in changes.updated {
        #expect(applied[quake.quakeId] != nil, "\(quake.quakeId) updated, but it was not there")
        applied[quake.quakeId] = quake
      }
      for quakeId in changes.deleted {
        applied[quakeId] = nil
      }
      #expect(applied == new)
      #expect(applied.byTime.all == inTimeOrder(new))
      // Asking only about the ids that changed gives the same list.
      let touched = Set(before.map(\.quakeId) + after.map(\.quakeId))
      #expect(QuakesChanges.between(old, new, among: touched) == changes)
    }
  }
}
