//  MountEquivalenceTests.swift
//  After an update the widget tree (kinds, properties, children in order) is the one mounting the
//  new description from scratch gives, for hand-picked edits and ~200 seeded random sequences.

import TestSupport
import DeclarativeViews
import Testing

@MainActor @Suite("Mount equivalence")
struct MountEquivalenceTests {
  @Test func nestedEditsGiveTheFreshlyMountedTree() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let old = View.window(title: "Old") {
      View.headerBar(title: "Head") {
        View.button("Add", action: {}).slot(.start).key("add")
      }
      View.vstack {
        keyedLabel("a")
        View.hstack { keyedLabel("b1"); keyedLabel("b2") }.key("b")
        keyedLabel("c").tooltip("tip")
      }
    }
    let new = View.window(title: "New", width: 640) {
      View.headerBar(title: "Head") {
        View.button(icon: "list-add-symbolic", accessibleLabel: "Add", action: {}).slot(.end).key("add")
      }
      View.vstack {
        View.hstack { keyedLabel("b2"); keyedLabel("b3"); keyedLabel("b1") }.key("b")
        keyedLabel("c")
        View.spinner().key("a")
      }
    }
    let mounted = reconciler.mount(old)
    let updated = reconciler.update(mounted, to: new)
    #expect(updated === mounted)
    #expect(WidgetShape(mounted.widget) == freshShape(of: new))
  }

  /// Random edits of a keyed list: each step deletes, inserts, moves and retexts some children.
  @Test(arguments: 0 ..< 200)
  func randomKeyedSequencesMatchAFreshMountAndKeepWidgets(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
    var nextKey = 0
    func freshKey() -> String {
      defer { nextKey += 1 }
      return "k\(nextKey)"
    }
    func makeView(_ children: [(key: String, text: String)]) -> View {
      View(.box, properties: [.vertical: .bool(true)], children: children.map { keyedLabel($0.key, text: $0.text) })
    }

    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    var children = (0 ..< Int.random(in: 0 ... 12, using: &random)).map { _ in
      let key = freshKey()
      return (key: key, text: key)
    }
    let mounted = reconciler.mount(makeView(children))
    var idByKey: [String : Int] = [:]
    for (child, widget) in zip(children, mounted.widget.children) {
      idByKey[child.key] = widget.id
    }
    var seenIDs = Set(backend.operations.compactMap { operation -> Int? in
      if case .create(_, let id) = operation { return id }
      return nil
    })

    for _ in 0 ..< 6 {
      var next = children
      // Deletions.
      for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) where !next.isEmpty {
        next.remove(at: Int.random(in: 0 ..< next.count, using: &random))
      }
      // Moves, or now and then a full shuffle.
      if Int.random(in: 0 ..< 5, using: &random) == 0 {
        next.shuffle(using: &random)
      } else {
        for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) where next.count > 1 {
          let moved = next.remove(at: Int.random(in: 0 ..< next.count, using: &random))
          next.insert(moved, at: Int.random(in: 0 ... next.count, using: &random))
        }
      }
      // Text changes of kept children.
      for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) where !next.isEmpty {
        let index = Int.random(in: 0 ..< next.count, using: &random)
        next[index].text += "'"
      }
      // Insertions.
      for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) {
        let key = freshKey()
        next.insert((key: key, text: key), at: Int.random(in: 0 ... next.count, using: &random))
      }

      let oldIndex = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($1.key, $0) })
      let oldText = Dictionary(uniqueKeysWithValues: children.map { ($0.key, $0.text) })
      let sources = next.map { oldIndex[$0.key] ?? -1 }
      let reusedCount = sources.filter { $0 >= 0 }.count
      let retexted = next.filter { oldText[$0.key] != nil && oldText[$0.key] != $0.text }.count

      backend.clearOperations()
      let view = makeView(next)
      _ = reconciler.update(mounted, to: view)

      // The tree is the one a fresh mount gives, and the mounted views follow it.
      #expect(WidgetShape(mounted.widget) == freshShape(of: view))
      #expect(childTexts(mounted.widget) == next.map(\.text))
      #expect(mounted.children.map(\.view.key) == next.map(\.key))
      #expect(mounted.children.map(\.widget.id) == mounted.widget.children.map(\.id))

      // Kept keys keep their widgets; new keys get widgets never seen before.
      for (child, widget) in zip(next, mounted.widget.children) {
        if let id = idByKey[child.key] {
          #expect(widget.id == id, "key \(child.key) lost its widget")
        } else {
          #expect(!seenIDs.contains(widget.id))
          idByKey[child.key] = widget.id
          seenIDs.insert(widget.id)
        }
      }

      // Exactly the work the edit needs: a minimal number of moves.
      let added = next.count - reusedCount
      #expect(OperationCounts(backend.operations) == OperationCounts(
        create: added,
        set: added + retexted,
        insert: added,
        move: reusedCount - referenceLISLength(sources),
        remove: children.count - reusedCount
      ))
      children = next
    }
  }

  /// Long lists with few and with many edits: few are made in place in the mounted children, many list
  /// them anew; runs of children that kept their order are weighed whole, and past a number of runs the
  /// longest increasing run is looked for among all children. Each way gives the fresh mount's tree
  /// and moves as few widgets as can be.
  @Test(arguments: [(moves: 3, seed: 1), (moves: 20, seed: 2), (moves: 60, seed: 3), (moves: 400, seed: 4)])
  func longListsWithFewOrManyMovesMatchAFreshMount(moves: Int, seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let keys = (0 ..< 400).map { "k\($0)" }
    func makeView(_ keys: [String]) -> View {
      View(.box, properties: [.vertical: .bool(true)], children: keys.map { keyedLabel($0) })
    }
    var next = keys
    for _ in 0 ..< moves {
      let moved = next.remove(at: Int.random(in: 0 ..< next.count, using: &random))
      next.insert(moved, at: Int.random(in: 0 ... next.count, using: &random))
    }
    next.remove(at: 7)
    next.insert("new", at: 200)
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(makeView(keys))
    let idByKey = Dictionary(uniqueKeysWithValues: zip(keys, mounted.widget.children.map(\.id)))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: makeView(next))

    #expect(WidgetShape(mounted.widget) == freshShape(of: makeView(next)))
    #expect(mounted.children.map(\.view.key) == next)
    #expect(mounted.children.map(\.widget.id) == mounted.widget.children.map(\.id))
    for (key, widget) in zip(next, mounted.widget.children) where key != "new" {
      #expect(widget.id == idByKey[key], "key \(key) lost its widget")
    }
    let oldIndex = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    let sources = next.map { oldIndex[$0] ?? -1 }
    #expect(OperationCounts(backend.operations) == OperationCounts(
      create: 1, set: 1, insert: 1, move: (next.count - 1) - referenceLISLength(sources), remove: 1
    ))
  }
}
