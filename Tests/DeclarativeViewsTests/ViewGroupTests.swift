//  ViewGroupTests.swift
//  Groups (a window's `ForEach` of components, expanded): their items are placed among the group's
//  siblings with no widget of their own, an unchanged group is skipped whole, and any edit of groups
//  and siblings gives the tree a fresh mount of the same children gives.

import TestSupport
@testable import DeclarativeViews
import Testing

@MainActor @Suite("View groups")
struct ViewGroupTests {
  private func box(_ children: [View], title: String = "") -> View {
    View(.box, properties: [.vertical: .bool(true), .tooltip: .string(title)], children: children)
  }

  @Test func aGroupsItemsStandAmongItsSiblings() {
    let reconciler = Reconciler(backend: RecordingBackend())
    let view = self.box([keyedLabel("a"), View(group: [keyedLabel("b"), keyedLabel("c")]), keyedLabel("d")])
    let mounted = reconciler.mount(view)
    #expect(childTexts(mounted.widget) == ["a", "b", "c", "d"])
    #expect(mounted.children.map(\.view.key) == ["a", "b", "c", "d"])
    #expect(WidgetShape(mounted.widget) == freshShape(of: self.box(["a", "b", "c", "d"].map { keyedLabel($0) })))
  }

  @Test func theVerySameGroupCostsNoWidgetWork() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let group = View(group: (0 ..< 100).map { keyedLabel("item\($0)") })
    let last = keyedLabel("z")
    let mounted = reconciler.mount(self.box([keyedLabel("a"), group, last]))
    let widgets = mounted.widget.children.map(\.id)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: self.box([keyedLabel("a", text: "A"), group, last], title: "again"))
    // The box's tooltip and the first label's text: nothing of the group's 100 items.
    #expect(OperationCounts(backend.operations) == OperationCounts(set: 2))
    #expect(mounted.widget.children.map(\.id) == widgets)
    #expect(childTexts(mounted.widget).prefix(2) == ["A", "item0"])
  }

  @Test func aSiblingInsertedBeforeAnUnchangedGroupGoesInFront() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let group = View(group: [keyedLabel("b"), keyedLabel("c")])
    let mounted = reconciler.mount(self.box([group, keyedLabel("d")]))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: self.box([keyedLabel("a"), group, keyedLabel("e")]))
    #expect(childTexts(mounted.widget) == ["a", "b", "c", "e"])
    #expect(mounted.children.map(\.view.key) == ["a", "b", "c", "e"])
    #expect(structural(backend.operations).count == 5, "two labels made and inserted, one removed")
  }

  @Test func twoItemsOfAGroupWithOneKeyStopADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let group = View(group: [View.label("one").key("1"), View.label("other").key("1")])
        _ = Reconciler(backend: RecordingBackend()).mount(View(.box, children: [View.label("a"), group]))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("have the key “1”"))
  }

  /// Random edits of a box of labels and groups of labels: each step edits some groups (the others stay
  /// the very same description), inserts, removes and retexts siblings and moves a group.
  @Test(arguments: 0 ..< 100)
  func randomEditsOfGroupsMatchAFreshMountAndKeepWidgets(seed: Int) {
    enum Segment {
      case label(key: String, text: String)
      case group([(key: String, text: String)], View)
    }
    var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
    var nextKey = 0
    func freshItem() -> (key: String, text: String) {
      defer { nextKey += 1 }
      return (key: "k\(nextKey)", text: "k\(nextKey)")
    }
    func group(_ items: [(key: String, text: String)]) -> Segment {
      .group(items, View(group: items.map { keyedLabel($0.key, text: $0.text) }))
    }
    func flat(_ segments: [Segment]) -> [(key: String, text: String)] {
      segments.flatMap { segment -> [(key: String, text: String)] in
        switch segment {
        case .label(let key, let text): [(key, text)]
        case .group(let items, _): items
        }
      }
    }
    func view(_ segments: [Segment]) -> View {
      self.box(segments.map { segment in
        switch segment {
        case .label(let key, let text): keyedLabel(key, text: text)
        case .group(_, let view): view
        }
      })
    }
    func edited(_ items: [(key: String, text: String)]) -> [(key: String, text: String)] {
      var items = items
      for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) where !items.isEmpty {
        items.remove(at: Int.random(in: 0 ..< items.count, using: &random))
      }
      for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) where items.count > 1 {
        let moved = items.remove(at: Int.random(in: 0 ..< items.count, using: &random))
        items.insert(moved, at: Int.random(in: 0 ... items.count, using: &random))
      }
      for _ in 0 ..< Int.random(in: 0 ... 1, using: &random) where !items.isEmpty {
        items[Int.random(in: 0 ..< items.count, using: &random)].text += "'"
      }
      for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) {
        items.insert(freshItem(), at: Int.random(in: 0 ... items.count, using: &random))
      }
      return items
    }

    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    var segments: [Segment] = (0 ..< Int.random(in: 1 ... 3, using: &random)).map { _ in
      group((0 ..< Int.random(in: 0 ... 6, using: &random)).map { _ in freshItem() })
    }
    for _ in 0 ..< Int.random(in: 0 ... 3, using: &random) {
      let item = freshItem()
      segments.insert(.label(key: item.key, text: item.text), at: Int.random(in: 0 ... segments.count, using: &random))
    }
    let mounted = reconciler.mount(view(segments))
    var idByKey = Dictionary(uniqueKeysWithValues: zip(flat(segments).map(\.key), mounted.widget.children.map(\.id)))

    for _ in 0 ..< 6 {
      var next = segments.map { segment -> Segment in
        guard case .group(let items, _) = segment, Int.random(in: 0 ..< 2, using: &random) == 0 else { return segment }
        return group(edited(items))
      }
      for _ in 0 ..< Int.random(in: 0 ... 1, using: &random) {
        let labels = next.indices.filter { if case .label = next[$0] { true } else { false } }
        if let index = labels.randomElement(using: &random) { next.remove(at: index) }
      }
      for _ in 0 ..< Int.random(in: 0 ... 1, using: &random) {
        let labels = next.indices.filter { if case .label = next[$0] { true } else { false } }
        if let index = labels.randomElement(using: &random), case .label(let key, let text) = next[index] {
          next[index] = .label(key: key, text: text + "'")
        }
      }
      for _ in 0 ..< Int.random(in: 0 ... 1, using: &random) {
        let item = freshItem()
        next.insert(.label(key: item.key, text: item.text), at: Int.random(in: 0 ... next.count, using: &random))
      }
      if Int.random(in: 0 ..< 4, using: &random) == 0, next.count > 1 {
        let moved = next.remove(at: Int.random(in: 0 ..< next.count, using: &random))
        next.insert(moved, at: Int.random(in: 0 ... next.count, using: &random))
      }

      let description = view(next)
      _ = reconciler.update(mounted, to: description)
      let items = flat(next)
      #expect(WidgetShape(mounted.widget) == freshShape(of: self.box(items.map { keyedLabel($0.key, text: $0.text) })))
      #expect(mounted.children.map(\.view.key) == items.map(\.key))
      #expect(mounted.children.map(\.widget.id) == mounted.widget.children.map(\.id))
      for (item, widget) in zip(items, mounted.widget.children) {
        if let id = idByKey[item.key] {
          #expect(widget.id == id, "\(item.key) lost its widget")
        } else {
          idByKey[item.key] = widget.id
        }
      }
      segments = next
    }
  }
}
