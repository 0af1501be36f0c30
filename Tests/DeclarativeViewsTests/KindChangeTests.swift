//  KindChangeTests.swift
//  A change of kind at a position replaces the widget: the old one is removed (or destroyed, for a
//  root), a new one is created and inserted where it belongs.

import DeclarativeViews
import Testing

@MainActor @Suite("Kind change")
struct KindChangeTests {
  @Test func aChildOfANewKindReplacesTheWidget() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("a"); View.label("b"); View.label("c") })
    #expect(mounted.widget.children.map(\.id) == [2, 3, 4])
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("a"); View.button("b", action: {}); View.label("c") })
    #expect(backend.operations == [
      .remove(child: 3, parent: 1),
      .create(.button, id: 5),
      .set(.label, .string("b"), id: 5),
      .insert(child: 5, parent: 1, index: 1),
    ])
    #expect(mounted.widget.children.map(\.id) == [2, 5, 4])
    #expect(mounted.widget.children.map(\.kind) == [.label, .button, .label])
    #expect(mounted.children.map(\.kind) == [.label, .button, .label])
  }

  @Test func aKeyedChildOfANewKindReplacesTheWidget() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { keyedLabel("a"); keyedLabel("b") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { keyedLabel("a"); View.spinner().key("b") })
    #expect(backend.operations == [
      .remove(child: 3, parent: 1),
      .create(.spinner, id: 4),
      .set(.spinning, .bool(true), id: 4),
      .insert(child: 4, parent: 1, index: 1),
    ])
    #expect(mounted.widget.children.map(\.kind) == [.label, .spinner])
  }

  @Test func theReplacementIsMountedWithItsWholeSubtree() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("x") })
    backend.clearOperations()
    let new = View.vstack { View.scrolled { View.label("inner") } }
    _ = reconciler.update(mounted, to: new)
    #expect(backend.operations == [
      .remove(child: 2, parent: 1),
      .create(.scrolled, id: 3),
      .set(.hexpand, .bool(true), id: 3),
      .set(.vexpand, .bool(true), id: 3),
      .create(.label, id: 4),
      .set(.text, .string("inner"), id: 4),
      .insert(child: 4, parent: 3, index: 0),
      .insert(child: 3, parent: 1, index: 0),
    ])
    #expect(WidgetShape(mounted.widget) == freshShape(of: new))
  }

  @Test func aRootOfANewKindIsDestroyedAndMountedAgain() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.label("a"))
    backend.clearOperations()
    let replaced = reconciler.update(mounted, to: View.button("a", action: {}))
    #expect(backend.operations == [
      .destroy(id: 1),
      .create(.button, id: 2),
      .set(.label, .string("a"), id: 2),
    ])
    #expect(replaced !== mounted)
    #expect(replaced.widget.id == 2)
    #expect(replaced.kind == .button)
  }

  @Test func unmountDestroysTheRoot() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.window(title: "w") { View.label("a") })
    backend.clearOperations()
    reconciler.unmount(mounted)
    #expect(backend.operations == [.destroy(id: 1)])
  }
}
