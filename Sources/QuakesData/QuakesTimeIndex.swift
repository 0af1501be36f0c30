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
    var sorted = Array(quakes.values)
    sorted.sort { ($0.time, $0.quakeId) < ($1.time, $1.quakeId) }
    var folded: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(sorted.count + 1)
    for quake in sorted {
      starts.append(folded.count)
      folded.append(contentsOf: quake.name.utf8.lazy.map(QuakesNameMatcher.folded))
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

  /// The index of `quakes`, built on first use and reused while the collection is the same (every
  /// query of every window on one state shares it). Comparing collections costs O(1) when they share
  /// their storage and O(what differs) otherwise (a hash tree's unchanged parts compare by identity).
  public static func of(_ quakes: TreeDictionary<String, Quake>) -> QuakesTimeIndex {
    if let cached = Self.last.withLock({ $0 }), cached.quakes == quakes {
      // Kept with this collection's storage: equal collections built apart compare in full once only.
      Self.last.withLock { $0 = (quakes, cached.index) }
      return cached.index
    }
    let index = QuakesTimeIndex(quakes)
    Self.last.withLock { $0 = (quakes, index) }
    return index
  }
}
