//  QuakesTimeIndex.swift

import Foundation
import HashTreeCollections
import Synchronization

/// The quakes of one collection in time order, with every name folded for search: a query reads one
/// day's slice (found by binary search, for any calendar) instead of every quake, and matches names
/// without folding them again. Built in O(n log n) once per collection (`QuakesTimeIndex.of`).
public struct QuakesTimeIndex : Sendable {
  /// Sorted by time, then id: the `.time` forward order of `QuakesSort`.
  public let quakes: [Quake]
  /// Every name's UTF-8 bytes with ASCII letters lowercased, back to back: name `i` is
  /// `foldedNames[nameStarts[i] ..< nameStarts[i + 1]]`.
  private let foldedNames: [UInt8]
  private let nameStarts: [Int]

  public init(_ quakes: TreeDictionary<String, Quake>) {
    let all = Array(quakes.values)
    // Sorts small keys, not quakes: 16-byte elements compare and move cheaply (also in debug builds).
    var order = all.indices.map { (time: all[$0].time.timeIntervalSinceReferenceDate, index: $0) }
    order.sort { $0.time != $1.time ? $0.time < $1.time : all[$0.index].quakeId < all[$1.index].quakeId }
    var sorted: [Quake] = []
    sorted.reserveCapacity(all.count)
    var folded: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(all.count + 1)
    for entry in order {
      let quake = all[entry.index]
      starts.append(folded.count)
      var name = quake.name
      name.withUTF8 { bytes in
        for byte in bytes {
          folded.append(QuakesNameMatcher.folded(byte))
        }
      }
      sorted.append(quake)
    }
    starts.append(folded.count)
    self.quakes = sorted
    self.foldedNames = folded
    self.nameStarts = starts
  }

  /// The positions in `quakes` of those whose time is in `interval`.
  public func positions(in interval: Range<Date>) -> Range<Int> {
    self.firstPosition(notBefore: interval.lowerBound) ..< self.firstPosition(notBefore: interval.upperBound)
  }

  /// Whether the name of the quake at `position` matches (exactly as `matcher.matches(name)` would).
  public func name(at position: Int, matches matcher: QuakesNameMatcher) -> Bool {
    self.foldedNames.withUnsafeBufferPointer { bytes in
      let start = self.nameStarts[position]
      let folded = UnsafeBufferPointer(rebasing: bytes[start ..< self.nameStarts[position + 1]])
      return matcher.matches(self.quakes[position].name, folded: folded)
    }
  }

  private func firstPosition(notBefore date: Date) -> Int {
    var low = 0
    var high = self.quakes.count
    while low < high {
      let middle = (low + high) / 2
      if self.quakes[middle].time < date {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}

extension QuakesTimeIndex {
  private static let last = Mutex<(quakes: TreeDictionary<String, Quake>, index: QuakesTimeIndex)?>(nil)
  /// The collection whose index is being built in the background, if any.
  private static let building = Mutex<TreeDictionary<String, Quake>?>(nil)
  /// The builds running in the background, for a test that waits until they are done.
  private static let builds = DispatchGroup()

  /// The index of `quakes` if it is built, else nil; then it is built in the background (once per
  /// collection), so a merge into 100,000 quakes is not held up by it and the next queries find it.
  /// Comparing collections costs O(1) when they share their storage and O(what differs) otherwise (a
  /// hash tree's unchanged parts compare by identity).
  public static func ready(for quakes: TreeDictionary<String, Quake>) -> QuakesTimeIndex? {
    if let index = Self.cached(quakes) {
      return index
    }
    let start = Self.building.withLock { building in
      guard building != quakes else { return false }
      building = quakes
      return true
    }
    if start {
      DispatchQueue.global(qos: .userInitiated).async(group: Self.builds) {
        let index = QuakesTimeIndex(quakes)
        Self.last.withLock { $0 = (quakes, index) }
        Self.building.withLock { if $0 == quakes { $0 = nil } }
      }
    }
    return nil
  }

  /// Returns once the builds started in the background so far are done (a test's wait, not a poll).
  package static func untilBackgroundBuildsFinish() async {
    await withCheckedContinuation { continuation in
      Self.builds.notify(queue: .global()) { continuation.resume() }
    }
  }

  /// The index of `quakes`, built now if it is not (every query of every window on one state shares it).
  public static func of(_ quakes: TreeDictionary<String, Quake>) -> QuakesTimeIndex {
    if let index = Self.cached(quakes) {
      return index
    }
    let index = QuakesTimeIndex(quakes)
    Self.last.withLock { $0 = (quakes, index) }
    return index
  }

  private static func cached(_ quakes: TreeDictionary<String, Quake>) -> QuakesTimeIndex? {
    guard let cached = Self.last.withLock({ $0 }), cached.quakes == quakes else { return nil }
    // Kept with this collection's storage: equal collections built apart compare in full once only.
    Self.last.withLock { $0 = (quakes, cached.index) }
    return cached.index
  }
}
