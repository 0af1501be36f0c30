//  LongestIncreasingSubsequenceTests.swift
//  `LongestIncreasingSubsequence.members` marks one longest strictly increasing run of old positions
//  (ignoring -1, new children): those children stay, the others move.

@testable import DeclarativeViews
import TestSupport
import Testing

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
  @Test func empty() {
    #expect(LongestIncreasingSubsequence.members(of: []) == [])
  }

  @Test func onlyNewChildren() {
    #expect(LongestIncreasingSubsequence.members(of: [-1, -1, -1]) == [false, false, false])
  }

  @Test func alreadyInOrder() {
    #expect(LongestIncreasingSubsequence.members(of: [0, 1, 2, 3]) == [true, true, true, true])
  }

  @Test func newChildrenAreNeverMembers() {
    #expect(LongestIncreasingSubsequence.members(of: [0, -1, 1, -1, 2]) == [true, false, true, false, true])
  }

  @Test func reversedKeepsOne() {
    let members = LongestIncreasingSubsequence.members(of: [4, 3, 2, 1, 0])
    #expect(members.filter { $0 }.count == 1)
  }

  @Test func oneMovedToTheFront() {
    #expect(LongestIncreasingSubsequence.members(of: [3, 0, 1, 2]) == [false, true, true, true])
  }

  @Test func oneMovedToTheBack() {
    #expect(LongestIncreasingSubsequence.members(of: [1, 2, 3, 0]) == [true, true, true, false])
  }

  @Test func gapsLeftByRemovals() {
    #expect(LongestIncreasingSubsequence.members(of: [0, 5, 9, 2, 3, 4]) == [true, false, false, true, true, true])
  }

  @Test func strictlyIncreasing() {
    // Old positions are distinct in practice; equal ones still cannot both stay.
    #expect(LongestIncreasingSubsequence.members(of: [1, 1, 1]).filter { $0 }.count == 1)
  }

  @Test(arguments: 0 ..< 20)
  func randomSequencesMarkALongestIncreasingRun(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &+ 1_000)
    for _ in 0 ..< 50 {
      let count = Int.random(in: 0 ... 30, using: &random)
      var sources = Array(0 ..< count).shuffled(using: &random)
      for index in sources.indices where Int.random(in: 0 ..< 4, using: &random) == 0 {
        sources[index] = -1
      }
      let members = LongestIncreasingSubsequence.members(of: sources)
      #expect(members.count == sources.count)
      let kept = zip(sources, members).filter(\.1).map(\.0)
      #expect(kept.allSatisfy { $0 >= 0 }, "\(sources)")
      #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "\(sources)")
      #expect(kept.count == referenceLISLength(sources), "\(sources)")
    }
  }
}
