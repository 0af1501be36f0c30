//  StructuralIdentityTests.swift
//  A child's identity is its place in the view builder: an optional sibling coming and going, or a
//  branch swapped for the other, never hands one child's widget (and what the user did to it) to another.

import DeclarativeViews
import Testing

@MainActor @Suite("Structural identity")
struct StructuralIdentityTests {
  @Test func aSiblingKeepsItsWidgetWhileAnOptionalBeforeItComesAndGoes() {
    func window(problem: String?, name: String) -> View {
      View.vstack {
        if let problem { View.label(problem) }
        View.entry(text: name, accessibleLabel: "Name", onChange: .run { _ in }).name("name")
      }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(window(problem: nil, name: "Dog"))
    let entry = try! #require(mounted.find(name: "name")).widget.id

    backend.clearOperations()
    _ = reconciler.update(mounted, to: window(problem: "Offline", name: "Dog"))
    #expect(mounted.find(name: "name")?.widget.id == entry)
    // Only the banner is made; the entry is neither re-made nor re-set.
    #expect(structural(backend.operations) == [.create(.label, id: entry + 1), .insert(child: entry + 1, parent: 1, index: 0)])

    backend.clearOperations()
    _ = reconciler.update(mounted, to: window(problem: nil, name: "Dog"))
    #expect(mounted.find(name: "name")?.widget.id == entry)
    #expect(backend.operations == [.remove(child: entry + 1, parent: 1)])
  }

  @Test func theTwoBranchesOfAnIfNeverShareAWidget() {
    func page(signedIn: Bool) -> View {
      View.vstack {
        if signedIn {
          View.label("Welcome")
        } else {
          View.label("Sign in")
        }
      }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(page(signedIn: false))
    let signIn = mounted.children[0].widget.id
    _ = reconciler.update(mounted, to: page(signedIn: true))
    #expect(mounted.children[0].widget.id != signIn)
    #expect(childTexts(mounted.widget) == ["Welcome"])
    // The same branch again keeps its widget and only changes what changed.
    let welcome = mounted.children[0].widget.id
    _ = reconciler.update(mounted, to: page(signedIn: true))
    #expect(mounted.children[0].widget.id == welcome)
  }

  @Test func switchCasesAreDistinctChildren() {
    enum Tab { case one, two, three }
    func page(_ tab: Tab) -> View {
      View.vstack {
        switch tab {
        case .one: View.label("1")
        case .two: View.label("2")
        case .three: View.label("3")
        }
        View.label("footer")
      }
    }
    let reconciler = Reconciler(backend: RecordingBackend())
    let mounted = reconciler.mount(page(.one))
    var seen: Set<Int> = [mounted.children[0].widget.id]
    let footer = mounted.children[1].widget.id
    for tab in [Tab.two, .three] {
      _ = reconciler.update(mounted, to: page(tab))
      #expect(seen.insert(mounted.children[0].widget.id).inserted, "\(tab) reused another case's widget")
      #expect(mounted.children[1].widget.id == footer)
    }
  }

  @Test func anUntouchedSiblingKeepsItsWidgetAndState() {
    func form(showsHint: Bool, note: String) -> View {
      View.vstack {
        View.label("Title")
        if showsHint {
          View.label("Hint")
          View.label("More hint")
        }
        View.entry(text: "Dog", accessibleLabel: "Name", onChange: .run { _ in }).name("entry")
        View.label(note).name("note")
      }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(form(showsHint: true, note: "a"))
    let entry = try! #require(mounted.find(name: "entry")).widget
    let note = try! #require(mounted.find(name: "note")).widget
    let hints = mounted.children[1 ... 2].map(\.widget.id)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: form(showsHint: false, note: "b"))
    // The entry (and the text the user typed in its widget) is left alone; by position it would have
    // been handed to the first hint's widget and its own removed.
    #expect(mounted.find(name: "entry")?.widget === entry)
    #expect(backend.operations == [
      .remove(child: hints[0], parent: 1),
      .remove(child: hints[1], parent: 1),
      .set(.text, .string("b"), id: note.id),
    ])
  }

  @Test func forLoopTurnsAreIdentifiedByTheirTurn() {
    func box(_ count: Int) -> View {
      View.vstack {
        for index in 0 ..< count { View.label("row \(index)") }
        View.label("after").name("after")
      }
    }
    let reconciler = Reconciler(backend: RecordingBackend())
    let mounted = reconciler.mount(box(2))
    let after = try! #require(mounted.find(name: "after")).widget.id
    let first = mounted.children[0].widget.id
    _ = reconciler.update(mounted, to: box(3))
    #expect(mounted.find(name: "after")?.widget.id == after)
    #expect(mounted.children[0].widget.id == first)
    #expect(childTexts(mounted.widget) == ["row 0", "row 1", "row 2", "after"])
  }

  @Test func forEachMovesKeepWidgets() {
    struct Item : Identifiable { let id: Int; let title: String }
    func box(_ items: [Item]) -> View {
      View.vstack { ForEach(items) { View.label($0.title) } }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let items = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
    let mounted = reconciler.mount(box(items))
    let ids = mounted.children.map(\.widget.id)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: box([items[2], items[0], items[1]]))
    #expect(mounted.children.map(\.widget.id) == [ids[2], ids[0], ids[1]])
    #expect(backend.operations == [.move(child: ids[2], parent: 1, index: 0)])
    #expect(mounted.children.map(\.view.key) == ["3", "1", "2"])
  }

  @Test func twoItemsWithOneIdStopADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = Reconciler(backend: RecordingBackend()).mount(View.vstack { ForEach([1, 2, 1], id: \.self) { View.label("\($0)") } })
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("have the key “1”"))
  }
}
