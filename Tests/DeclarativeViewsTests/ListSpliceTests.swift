//  ListSpliceTests.swift
//  `ListSplice.between` finds the one splice (common prefix and suffix kept) that turns old rows into new.

import TestSupport
import DeclarativeViews
import Testing

private struct Item : Equatable {
  var key: String
  var title: String
}

@MainActor private func rows(_ keys: [String]) -> ListItems<Item> {
  ListItems(keys.map { Item(key: $0, title: $0) }, key: \.key, row: { View.label($0.title) })
}

@MainActor private func rows(_ items: [Item]) -> ListItems<Item> {
  ListItems(items, key: \.key, row: { View.label($0.title) })
}

@MainActor @Suite("List splice")
struct ListSpliceTests {
  @Test func noOldRowsAddsEveryRow() {
    #expect(ListSplice.between(nil, rows(["a", "b", "c"])) == ListSplice(position: 0, removed: 0, added: 3))
  }

  @Test func noOldRowsAndNoNewRowsIsNoSplice() {
    #expect(ListSplice.between(nil, rows([String]())) == nil)
  }

  @Test func unchangedRowsAreNoSplice() {
    #expect(ListSplice.between(rows(["a", "b", "c"]), rows(["a", "b", "c"])) == nil)
    #expect(ListSplice.between(rows([String]()), rows([String]())) == nil)
  }

  @Test(arguments: [0, 2, 4])
  func oneChangedRow(index: Int) {
    let old = ["a", "b", "c", "d", "e"].map { Item(key: $0, title: $0) }
    var new = old
    new[index].title += " (edited)"
    #expect(ListSplice.between(rows(old), rows(new)) == ListSplice(position: index, removed: 1, added: 1))
  }

  @Test(arguments: [0, 1, 3])
  func oneInsertion(index: Int) {
    var new = ["a", "b", "c"]
    new.insert("x", at: index)
    #expect(ListSplice.between(rows(["a", "b", "c"]), rows(new)) == ListSplice(position: index, removed: 0, added: 1))
  }

  @Test(arguments: [0, 1, 2])
  func oneDeletion(index: Int) {
    var new = ["a", "b", "c"]
    new.remove(at: index)
    #expect(ListSplice.between(rows(["a", "b", "c"]), rows(new)) == ListSplice(position: index, removed: 1, added: 0))
  }

  @Test func append() {
    #expect(ListSplice.between(rows(["a", "b"]), rows(["a", "b", "c", "d"])) == ListSplice(position: 2, removed: 0, added: 2))
  }

  @Test func removingTheTail() {
    #expect(ListSplice.between(rows(["a", "b", "c", "d"]), rows(["a"])) == ListSplice(position: 1, removed: 3, added: 0))
  }

  @Test func fullReplacement() {
    #expect(ListSplice.between(rows(["a", "b", "c"]), rows(["x", "y"])) == ListSplice(position: 0, removed: 3, added: 2))
  }

  @Test func clearing() {
    #expect(ListSplice.between(rows(["a", "b"]), rows([String]())) == ListSplice(position: 0, removed: 2, added: 0))
  }

  @Test func changesInTheMiddleKeepPrefixAndSuffix() {
    #expect(ListSplice.between(rows(["a", "b", "c", "d", "e"]), rows(["a", "x", "y", "z", "e"]))
      == ListSplice(position: 1, removed: 3, added: 3))
  }

  @Test func repeatedRowsDoNotOverlapPrefixAndSuffix() {
    #expect(ListSplice.between(rows(["a", "a"]), rows(["a"])) == ListSplice(position: 1, removed: 1, added: 0))
    #expect(ListSplice.between(rows(["a"]), rows(["a", "a", "a"])) == ListSplice(position: 1, removed: 0, added: 2))
  }

  @Test func rowsOfAnotherItemTypeAreAllReplaced() {
    let strings = ListItems(["a", "b"], key: { $0 }, row: { View.label($0) })
    #expect(ListSplice.between(strings, rows(["a", "b"])) == ListSplice(position: 0, removed: 2, added: 2))
  }

  @Test func applyingTheSpliceToTheOldKeysGivesTheNewKeys() throws {
    var random = SeededGenerator(seed: 99)
    for _ in 0 ..< 300 {
      let old = (0 ..< Int.random(in: 0 ... 8, using: &random)).map { _ in String(Int.random(in: 0 ..< 4, using: &random)) }
      let new = (0 ..< Int.random(in: 0 ... 8, using: &random)).map { _ in String(Int.random(in: 0 ..< 4, using: &random)) }
      guard let splice = ListSplice.between(rows(old), rows(new)) else {
        #expect(old == new)
        continue
      }
      try #require(splice.position >= 0 && splice.removed >= 0 && splice.added >= 0, "\(old) -> \(new): \(splice)")
      try #require(splice.position + splice.removed <= old.count && splice.position + splice.added <= new.count, "\(old) -> \(new): \(splice)")
      var keys = old
      keys.replaceSubrange(splice.position ..< splice.position + splice.removed, with: new[splice.position ..< splice.position + splice.added])
      #expect(keys == new, "\(old) -> \(new): \(splice)")
      // The splice is the smallest one: its ends differ from what they replace.
      if splice.removed > 0 && splice.added > 0 {
        #expect(old[splice.position] != new[splice.position])
        #expect(old[splice.position + splice.removed - 1] != new[splice.position + splice.added - 1])
      }
    }
  }
}
