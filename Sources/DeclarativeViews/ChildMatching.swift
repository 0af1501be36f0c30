//  ChildMatching.swift

/// Which old child each new child reuses. Works on the descriptions only (the mounted children line up
/// with the old description's children), so it is not generic over the widget type.
@usableFromInline enum ChildMatching {
  /// For each new child, the index of the old child whose widget it reuses, or -1 for a new widget.
  ///
  /// Two passes. The first walks both lists in order: a pair with the same identity matches (children that
  /// keep their order, the common case, cost one key comparison); otherwise one step of look-ahead tells an
  /// insertion from a removal, and the children passed over are set aside. The second matches the set-aside
  /// new children against an index of the set-aside old ones only, so an edit costs in proportion to what
  /// moved, not to the whole list.
  @usableFromInline static func sources(old: [View], new: [View]) -> Matching {
    var sources = [Int](repeating: -1, count: new.count)
    var pairCount = 0
    var asideOld: [Int] = []
    var asideNew: [Int] = []
    // The arrays keep the children alive: their storages are read unretained (+0), which saves a retain
    // and a release per child and comparison.
    func withChildren<Result>(_ oldIndex: Int, _ newIndex: Int, _ body: (ViewStorage, ViewStorage) -> Result) -> Result {
      Unmanaged.passUnretained(old[oldIndex].storage)._withUnsafeGuaranteedRef { oldChild in
        Unmanaged.passUnretained(new[newIndex].storage)._withUnsafeGuaranteedRef { newChild in body(oldChild, newChild) }
      }
    }
    func same(_ oldIndex: Int, _ newIndex: Int) -> Bool {
      let (oldPlace, newPlace) = (old[oldIndex].place, new[newIndex].place)
      guard oldPlace == newPlace else { return false }
      return withChildren(oldIndex, newIndex) { ChildIdentity.same($0.key, at: oldIndex, placed: oldPlace, as: $1.key, at: newIndex) }
    }
    func pair(_ oldIndex: Int, _ newIndex: Int) {
      // A child that changes kind or place (header bar start → end) gets a new widget.
      if withChildren(oldIndex, newIndex, { ViewComparison.sameWidgetKind($0, $1) && ViewComparison.sameSlot($0, $1) }) {
        sources[newIndex] = oldIndex
        pairCount += 1
      }
    }
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count, newIndex < new.count {
      if old[oldIndex].storage === new[newIndex].storage, old[oldIndex].place == new[newIndex].place {
        // The very same description at the same place (a kept component body): the same child.
        sources[newIndex] = oldIndex
        pairCount += 1
        oldIndex += 1
        newIndex += 1
      } else if same(oldIndex, newIndex) {
        pair(oldIndex, newIndex)
        oldIndex += 1
        newIndex += 1
      } else if newIndex + 1 < new.count, same(oldIndex, newIndex + 1) {
        asideNew.append(newIndex)  // inserted, or moved here
        newIndex += 1
      } else if oldIndex + 1 < old.count, same(oldIndex + 1, newIndex) {
        asideOld.append(oldIndex)  // removed, or moved away
        oldIndex += 1
      } else {
        asideNew.append(newIndex)
        asideOld.append(oldIndex)
        oldIndex += 1
        newIndex += 1
      }
    }
    asideOld.append(contentsOf: oldIndex ..< old.count)
    asideNew.append(contentsOf: newIndex ..< new.count)
    guard !asideOld.isEmpty, !asideNew.isEmpty else { return Matching(sources: sources, pairCount: pairCount) }

    var oldIndexByIdentity: [ChildIdentity : Int] = [:]
    oldIndexByIdentity.reserveCapacity(asideOld.count)
    for index in asideOld {
      let identity = ChildIdentity(view: old[index], index: index)
      if oldIndexByIdentity[identity] == nil {
        oldIndexByIdentity[identity] = index
      }
    }
    for index in asideNew {
      // Removed from the index once matched: one old widget never serves two new children.
      if let match = oldIndexByIdentity.removeValue(forKey: ChildIdentity(view: new[index], index: index)) {
        pair(match, index)
      }
    }
    return Matching(sources: sources, pairCount: pairCount)
  }

  /// Which old child each new child reuses.
  @usableFromInline struct Matching {
    /// For each new child, the index of the old child whose widget it reuses, or -1 for a new widget.
    @usableFromInline let sources: [Int]
    /// How many old children are reused: all of them when it is the old children's count.
    @usableFromInline let pairCount: Int
  }

  /// Up to this many removed, inserted and moved children, the mounted children are edited in place
  /// (each edit moves the array's tail); more, and they are listed anew.
  @usableFromInline static let fewEdits = 32
  /// Up to this many runs of children that kept their order, the children that stay are found among
  /// the runs (a quadratic walk over them); more, among all children (`LongestIncreasingSubsequence`).
  @usableFromInline static let fewRuns = 128

  /// For each new child, whether it stays where it is (nil: all of them do); the others are moved,
  /// as few as can be: the children on a longest increasing run of old positions stay.
  ///
  /// An edit leaves most children in runs of consecutive old positions (new children in between do not
  /// break a run), and a longest increasing run takes a run whole or not at all: so it is looked for
  /// among the runs, weighted by their lengths, instead of among all children.
  @usableFromInline static func stays(_ matching: Matching) -> [Bool]? {
    let sources = matching.sources
    // Each run: its first old position, its length, and where it starts among the new children.
    var runFirsts: [Int] = []
    var runLengths: [Int] = []
    var runStarts: [Int] = []
    var (length, last) = (0, Int.min)
    var isIncreasing = true
    for index in sources.indices {
      let source = sources[index]
      if source < 0 { continue }
      if source == last &+ 1 {
        length += 1
      } else {
        if length > 0 { runLengths.append(length) }
        guard runFirsts.count < Self.fewRuns else { return LongestIncreasingSubsequence.members(of: sources) }
        isIncreasing = isIncreasing && source > last
        runFirsts.append(source)
        runStarts.append(index)
        length = 1
      }
      last = source
    }
    guard !isIncreasing else { return nil }
    runLengths.append(length)
    // The heaviest chain of runs with increasing first positions (runs hold disjoint positions, so a
    // run's first position is below another's exactly when all of its positions are).
    var weights = runLengths
    var before = [Int](repeating: -1, count: runFirsts.count)
    for run in runFirsts.indices {
      // Of equally heavy chains, the one ending lowest (as patience sorting keeps).
      for earlier in 0 ..< run where runFirsts[earlier] < runFirsts[run] {
        let weight = weights[earlier] + runLengths[run]
        if weight > weights[run] || (weight == weights[run] && before[run] >= 0 && runFirsts[earlier] < runFirsts[before[run]]) {
          weights[run] = weight
          before[run] = earlier
        }
      }
    }
    var run = -1
    for index in weights.indices where run < 0 || weights[index] > weights[run] {
      run = index
    }
    // The chosen runs' children stay (new children inside a run are marked too: they are inserted anyway).
    var stays = [Bool](repeating: false, count: sources.count)
    while run >= 0 {
      let end = run + 1 < runStarts.count ? runStarts[run + 1] : sources.count
      for index in runStarts[run] ..< end {
        stays[index] = true
      }
      run = before[run]
    }
    return stays
  }
}

extension ChildMatching {
  /// Debug builds stop when two siblings have the same identity (the same key, or the same place in
  /// the builder): one of them would take the other's widget.
  @inlinable static func assertDistinct(_ children: [View]) {
    #if DEBUG
      Self.checkDistinct(children)
    #endif
  }

  @usableFromInline static func checkDistinct(_ children: [View]) {
    guard children.count > 1 else { return }
    var seen = Set<ChildIdentity>(minimumCapacity: children.count)
    for (index, child) in children.enumerated() where !seen.insert(ChildIdentity(view: child, index: index)).inserted {
      let what = child.key.map { "the key “\($0)”" } ?? "the same place in the view builder"
      preconditionFailure("Two sibling views (\(child.kind.rawValue) at index \(index)) have \(what): give each item of a collection a distinct id")
    }
  }
}

/// A child's identity among its siblings: its key and place (a dynamic collection's child), its place
/// in the view builder, or its position when made outside a builder.
private enum ChildIdentity : Hashable {
  case key(String, place: UInt64)
  case place(UInt64)
  case position(Int)

  init(view: View, index: Int) {
    if let key = view.storage.key {
      self = .key(key, place: view.place)
    } else if view.place != 0 {
      self = .place(view.place)
    } else {
      self = .position(index)
    }
  }

  /// Whether two children with the same place have the same identity, without hashing.
  static func same(_ oldKey: String?, at oldIndex: Int, placed place: UInt64, as newKey: String?, at newIndex: Int) -> Bool {
    switch (oldKey, newKey) {
    case (let oldKey?, let newKey?): oldKey == newKey
    case (nil, nil): place != 0 || oldIndex == newIndex
    default: false
    }
  }
}
