//  QuakesTimeIndex.swift

import Foundation

/// The quakes in time order (then by id), with every name folded for search: a query reads one day's
/// slice instead of every quake and matches names without folding them again. A persistent B+ tree
/// kept in the state beside the quakes by id (`QuakeCollection`): adding, revising or removing a quake
/// changes it in place in O(log n), so no query ever waits for it or scans every quake.
///
/// ```swift
/// var index = QuakesTimeIndex(quakes)
/// index.insert(revised)
/// let tonga = index.quakes(in: day.interval(calendar: .current), matching: QuakesNameMatcher("tonga"))
/// ```
public struct QuakesTimeIndex : Sendable {
  private var root: QuakesTimeNode?

  /// An empty index.
  public init() {}

  /// The index of `quakes` (distinct ids), built in O(n log n): sorted once, then packed into full
  /// nodes bottom up.
  public init(_ quakes: some Sequence<Quake>) {
    let all = Array(quakes)
    // Sorts small keys, not quakes: 16-byte elements compare and move cheaply (also in debug builds).
    var order = all.indices.map { (time: all[$0].time.timeIntervalSinceReferenceDate, index: $0) }
    order.sort { $0.time != $1.time ? $0.time < $1.time : all[$0.index].quakeId < all[$1.index].quakeId }
    // Three quarters full: the next inserts mostly fit without a split. Each leaf copies its quakes
    // straight from `all` (no sorted copy of every quake first).
    var level = Self.chunks(order, of: QuakesTimeNode.leafCapacity * 3 / 4).map { QuakesTimeNode(leaf: $0.lazy.map { all[$0.index] }) }
    while level.count > 1 {
      level = Self.chunks(level, of: QuakesTimeNode.branchCapacity * 3 / 4).map { QuakesTimeNode(branch: $0) }
    }
    self.root = level.first
  }

  public var count: Int {
    self.root?.count ?? 0
  }

  public var isEmpty: Bool {
    self.count == 0
  }

  /// The latest quake (the greatest id among those at the same instant).
  public var last: Quake? {
    var node = self.root
    while let branch = node, !branch.isLeaf {
      node = branch.children.last
    }
    return node?.quakes.last
  }

  /// Adds `quake`, whose id is not in the index (remove the old copy of a revised quake first).
  public mutating func insert(_ quake: Quake) {
    guard var root = self.root.take() else {
      self.root = QuakesTimeNode(leaf: [quake])
      return
    }
    QuakesTimeNode.uniqued(&root)
    if let split = root.insert(quake, key: QuakesTimeKey(quake)) {
      root = QuakesTimeNode(branch: [root, split])
    }
    self.root = root
  }

  /// Removes `quake` (found by its time and id); returns whether it was there.
  @discardableResult public mutating func remove(_ quake: Quake) -> Bool {
    guard var root = self.root.take() else { return false }
    QuakesTimeNode.uniqued(&root)
    let removed = root.remove(key: QuakesTimeKey(quake))
    while !root.isLeaf && root.children.count == 1 {
      root = root.children[0]
    }
    self.root = root.count == 0 ? nil : root
    return removed
  }

  /// The quakes whose time is in `interval` and whose name `matcher` matches, in time (then id) order.
  public func quakes(in interval: Range<Date>, matching matcher: QuakesNameMatcher) -> [Quake] {
    var found: [Quake] = []
    _ = self.root?.forEach(from: interval.lowerBound) { leaf, position in
      guard leaf.quakes[position].time < interval.upperBound else { return false }
      if leaf.name(at: position, matches: matcher) {
        found.append(leaf.quakes[position])
      }
      return true
    }
    return found
  }

  /// Every quake in time (then id) order: O(n), for tests and exports.
  public var all: [Quake] {
    self.quakes(in: Date.distantPast ..< Date.distantFuture, matching: QuakesNameMatcher(""))
  }

  /// `elements` in as few chunks of at most `size` as can be, of even sizes (no small last chunk).
  private static func chunks<Element>(_ elements: [Element], of size: Int) -> [ArraySlice<Element>] {
    let count = (elements.count + size - 1) / size
    return (0 ..< count).map { elements[($0 * elements.count / count) ..< (($0 + 1) * elements.count / count)] }
  }
}

extension QuakesTimeIndex {
  /// The most quakes a leaf holds, and children a branch holds (a node splits past them).
  package static let leafCapacity = QuakesTimeNode.leafCapacity
  package static let branchCapacity = QuakesTimeNode.branchCapacity

  /// The tree's shape, for tests: its depth (every leaf is at this depth, or nil if they are not),
  /// the size of each node, and each node's identity (to see which ones two versions share).
  package var shape: (depth: Int?, leafSizes: [Int], branchSizes: [Int], nodes: Set<ObjectIdentifier>) {
    var depths = Set<Int>()
    var leafSizes: [Int] = []
    var branchSizes: [Int] = []
    var nodes = Set<ObjectIdentifier>()
    func visit(_ node: QuakesTimeNode, depth: Int) {
      nodes.insert(ObjectIdentifier(node))
      if node.isLeaf {
        depths.insert(depth)
        leafSizes.append(node.quakes.count)
      } else {
        branchSizes.append(node.children.count)
        for child in node.children {
          visit(child, depth: depth + 1)
        }
      }
    }
    if let root = self.root {
      visit(root, depth: 1)
    }
    return (depths.count <= 1 ? (depths.first ?? 0) : nil, leafSizes, branchSizes, nodes)
  }
}
