//  QuakesTimeNode.swift

import Foundation

/// Where a quake sits in time order: its time, then its id for quakes at the same instant.
struct QuakesTimeKey : Comparable {
  let time: Date
  let quakeId: String

  init(_ quake: Quake) {
    self.time = quake.time
    self.quakeId = quake.quakeId
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.time != rhs.time ? lhs.time < rhs.time : lhs.quakeId < rhs.quakeId
  }
}

/// One node of the B+ tree behind `QuakesTimeIndex`. A leaf holds quakes in time order with their
/// names folded for search; a branch holds children, each with its largest key. Every leaf is at the
/// same depth. Nodes are shared between versions of the index and changed in place only when this
/// version holds the only reference (`isKnownUniquelyReferenced`), so a change copies one path:
/// O(log n) nodes of bounded size.
final class QuakesTimeNode : @unchecked Sendable {
  // Sendable: a node shared between indexes (or threads) is never mutated; see `uniqued`.
  static let leafCapacity = 32
  static let branchCapacity = 32

  /// Leaf: the quakes in key order.
  private(set) var quakes: [Quake]
  /// Leaf: every name's UTF-8 bytes with ASCII letters lowercased, back to back; name `i` is
  /// `folded[nameStarts[i] ..< nameStarts[i + 1]]`.
  private var folded: [UInt8]
  private var nameStarts: [Int32]
  /// Branch: the children, and the largest key below each.
  private(set) var children: [QuakesTimeNode]
  private var lastKeys: [QuakesTimeKey]
  /// The quakes below this node.
  private(set) var count: Int

  var isLeaf: Bool {
    self.children.isEmpty
  }

  /// Entries: quakes of a leaf, children of a branch.
  private var size: Int {
    self.isLeaf ? self.quakes.count : self.children.count
  }

  var lastKey: QuakesTimeKey {
    self.isLeaf ? QuakesTimeKey(self.quakes[self.quakes.count - 1]) : self.lastKeys[self.lastKeys.count - 1]
  }

  init(leaf quakes: some Collection<Quake>) {
    self.quakes = Array(quakes)
    self.folded = []
    self.folded.reserveCapacity(self.quakes.reduce(0) { $0 + $1.name.utf8.count })
    self.nameStarts = [0]
    self.nameStarts.reserveCapacity(self.quakes.count + 1)
    for quake in self.quakes {
      Self.appendFolded(quake.name, to: &self.folded)
      self.nameStarts.append(Int32(self.folded.count))
    }
    self.children = []
    self.lastKeys = []
    self.count = self.quakes.count
  }

  init(branch children: some Collection<QuakesTimeNode>) {
    self.quakes = []
    self.folded = []
    self.nameStarts = [0]
    self.children = Array(children)
    self.lastKeys = self.children.map(\.lastKey)
    self.count = self.children.reduce(0) { $0 + $1.count }
  }

  private init(copying node: QuakesTimeNode) {
    self.quakes = node.quakes
    self.folded = node.folded
    self.nameStarts = node.nameStarts
    self.children = node.children
    self.lastKeys = node.lastKeys
    self.count = node.count
  }

  /// `node` itself if nothing else holds it, else a copy of it (whose children stay shared).
  static func uniqued(_ node: inout QuakesTimeNode) {
    if !isKnownUniquelyReferenced(&node) {
      node = QuakesTimeNode(copying: node)
    }
  }

  // MARK: Reading

  /// Whether the name of the leaf's quake at `position` matches (as `matcher.matches(name)` would).
  func name(at position: Int, matches matcher: QuakesNameMatcher) -> Bool {
    self.folded.withUnsafeBufferPointer { bytes in
      let range = Int(self.nameStarts[position]) ..< Int(self.nameStarts[position + 1])
      return matcher.matches(self.quakes[position].name, folded: UnsafeBufferPointer(rebasing: bytes[range]))
    }
  }

  /// Calls `body` with each quake (and its position in its leaf) from the first at or after `start`
  /// while `body` returns true; returns false once `body` has.
  func forEach(from start: Date, _ body: (QuakesTimeNode, Int) -> Bool) -> Bool {
    if self.isLeaf {
      var position = Self.firstIndex(in: self.quakes.count) { self.quakes[$0].time >= start }
      while position < self.quakes.count {
        guard body(self, position) else { return false }
        position += 1
      }
      return true
    }
    var child = Self.firstIndex(in: self.lastKeys.count) { self.lastKeys[$0].time >= start }
    while child < self.children.count {
      guard self.children[child].forEach(from: start, body) else { return false }
      child += 1
    }
    return true
  }

  // MARK: Changing (only a node this index holds alone: callers call `uniqued` first)

  /// Inserts `quake`, whose key is not in this node; returns the new right sibling if the node split.
  func insert(_ quake: Quake, key: QuakesTimeKey) -> QuakesTimeNode? {
    self.count += 1
    if self.isLeaf {
      let position = Self.firstIndex(in: self.quakes.count) { !self.quake(at: $0, isBefore: key) && !self.quake(at: $0, is: key) }
      self.insertInLeaf(quake, at: position)
      return self.quakes.count > Self.leafCapacity ? self.splitOffRightHalf() : nil
    }
    let child = min(Self.firstIndex(in: self.lastKeys.count) { key <= self.lastKeys[$0] }, self.children.count - 1)
    Self.uniqued(&self.children[child])
    let split = self.children[child].insert(quake, key: key)
    self.lastKeys[child] = self.children[child].lastKey
    if let split {
      self.children.insert(split, at: child + 1)
      self.lastKeys.insert(split.lastKey, at: child + 1)
    }
    return self.children.count > Self.branchCapacity ? self.splitOffRightHalf() : nil
  }

  /// Removes the quake with `key`; returns whether it was here. A child left under a quarter full is
  /// merged with a neighbour (and split again if that is too full), so the tree stays O(log n) deep.
  func remove(key: QuakesTimeKey) -> Bool {
    if self.isLeaf {
      let position = Self.firstIndex(in: self.quakes.count) { !self.quake(at: $0, isBefore: key) }
      guard position < self.quakes.count, self.quake(at: position, is: key) else { return false }
      self.removeFromLeaf(at: position)
      self.count -= 1
      return true
    }
    let child = Self.firstIndex(in: self.lastKeys.count) { key <= self.lastKeys[$0] }
    guard child < self.children.count else { return false }
    Self.uniqued(&self.children[child])
    guard self.children[child].remove(key: key) else { return false }
    self.count -= 1
    if self.children[child].count == 0 {
      self.children.remove(at: child)
      self.lastKeys.remove(at: child)
    } else {
      self.lastKeys[child] = self.children[child].lastKey
      self.rebalance(child)
    }
    return true
  }

  private func rebalance(_ child: Int) {
    let minimum = (self.children[child].isLeaf ? Self.leafCapacity : Self.branchCapacity) / 4
    guard self.children[child].size < minimum, self.children.count > 1 else { return }
    let left = child > 0 ? child - 1 : child
    let merged = Self.merged(self.children[left], self.children[left + 1])
    self.children.replaceSubrange(left ... left + 1, with: merged)
    self.lastKeys.replaceSubrange(left ... left + 1, with: merged.map(\.lastKey))
  }

  /// Two neighbours as one node, or as two halves if one would be too full.
  private static func merged(_ left: QuakesTimeNode, _ right: QuakesTimeNode) -> [QuakesTimeNode] {
    if left.isLeaf {
      let quakes = left.quakes + right.quakes
      guard quakes.count > Self.leafCapacity else { return [QuakesTimeNode(leaf: quakes)] }
      return [QuakesTimeNode(leaf: quakes[..<(quakes.count / 2)]), QuakesTimeNode(leaf: quakes[(quakes.count / 2)...])]
    }
    let children = left.children + right.children
    guard children.count > Self.branchCapacity else { return [QuakesTimeNode(branch: children)] }
    return [
      QuakesTimeNode(branch: children[..<(children.count / 2)]), QuakesTimeNode(branch: children[(children.count / 2)...]),
    ]
  }

  private func splitOffRightHalf() -> QuakesTimeNode {
    let right: QuakesTimeNode
    if self.isLeaf {
      let half = self.quakes.count / 2
      right = QuakesTimeNode(leaf: self.quakes[half...])
      let cut = Int(self.nameStarts[half])
      self.quakes.removeSubrange(half...)
      self.folded.removeSubrange(cut...)
      self.nameStarts.removeSubrange((half + 1)...)
    } else {
      let half = self.children.count / 2
      right = QuakesTimeNode(branch: self.children[half...])
      self.children.removeSubrange(half...)
      self.lastKeys.removeSubrange(half...)
    }
    self.count -= right.count
    return right
  }

  private func insertInLeaf(_ quake: Quake, at position: Int) {
    var name: [UInt8] = []
    Self.appendFolded(quake.name, to: &name)
    let start = self.nameStarts[position]
    self.quakes.insert(quake, at: position)
    self.folded.insert(contentsOf: name, at: Int(start))
    self.nameStarts.insert(start, at: position)
    let length = Int32(name.count)
    for index in (position + 1) ..< self.nameStarts.count {
      self.nameStarts[index] += length
    }
  }

  private func removeFromLeaf(at position: Int) {
    let start = self.nameStarts[position]
    let length = self.nameStarts[position + 1] - start
    self.quakes.remove(at: position)
    self.folded.removeSubrange(Int(start) ..< Int(start + length))
    self.nameStarts.remove(at: position + 1)
    for index in (position + 1) ..< self.nameStarts.count {
      self.nameStarts[index] -= length
    }
  }

  /// Whether the leaf's quake at `position` comes before `key` (read in place: no copy of the quake).
  private func quake(at position: Int, isBefore key: QuakesTimeKey) -> Bool {
    let time = self.quakes[position].time
    return time != key.time ? time < key.time : self.quakes[position].quakeId < key.quakeId
  }

  private func quake(at position: Int, is key: QuakesTimeKey) -> Bool {
    self.quakes[position].time == key.time && self.quakes[position].quakeId == key.quakeId
  }

  private static func appendFolded(_ name: String, to bytes: inout [UInt8]) {
    var name = name
    name.withUTF8 { utf8 in
      for byte in utf8 {
        bytes.append(QuakesNameMatcher.folded(byte))
      }
    }
  }

  /// The first index in `0 ..< count` where `isAtOrAfter` holds (it holds from there on), or `count`.
  private static func firstIndex(in count: Int, where isAtOrAfter: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrAfter(middle) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
