//  LongestIncreasingSubsequence.swift

/// Finds which reused children can stay where they are when keyed children are reordered.
@usableFromInline enum LongestIncreasingSubsequence {
  /// For each element of `sources` (old positions, -1 for new children), whether it belongs to a longest
  /// strictly increasing subsequence of the non-negative elements. O(n log n); O(n) when few are out of order.
  @usableFromInline static func members(of sources: [Int]) -> [Bool] {
    var tails: [Int] = []          // index in `sources` of the smallest tail of each run length
    var predecessor = [Int](repeating: -1, count: sources.count)
    for (index, value) in sources.enumerated() where value >= 0 {
      // Extending the longest run (children in order, most of them) needs no search.
      if let last = tails.last, sources[last] < value {
        predecessor[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if sources[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      predecessor[index] = low > 0 ? tails[low - 1] : -1
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var members = [Bool](repeating: false, count: sources.count)
    var current = tails.last ?? -1
    while current >= 0 {
      members[current] = true
      current = predecessor[current]
    }
    return members
  }
}
