//  PropertyPatchTests.swift
//  A view of the same kind and key keeps its widget: only the properties that changed are set,
//  and a property the new description no longer has is set to nil.

import DeclarativeViews
import Testing

@MainActor @Suite("Property patch")
struct PropertyPatchTests {
  @Test func oneChangedLabelTextIsExactlyOneSet() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.label("before", wrap: true).cssClasses(["title"]))
    backend.clearOperations()
    let updated = reconciler.update(mounted, to: View.label("after", wrap: true).cssClasses(["title"]))
    #expect(backend.operations == [.set(.text, .string("after"), id: 1)])
    #expect(updated === mounted)
    #expect(mounted.widget.properties == [.text: .string("after"), .wrap: .bool(true), .cssClasses: .strings(["title"])])
    #expect(mounted.view.properties[.text] == .string("after"))
  }

  @Test func anUnchangedDescriptionRecordsNothing() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let view = View.vstack { View.label("a"); View.button("b", action: {}) }
    let mounted = reconciler.mount(view)
    backend.clearOperations()
    _ = reconciler.update(mounted, to: view)
    #expect(backend.operations.isEmpty)
  }

  @Test func aRemovedPropertyIsSetToNil() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.label("a").tooltip("tip"))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.label("a"))
    #expect(backend.operations == [.set(.tooltip, nil, id: 1)])
    #expect(mounted.widget.properties == [.text: .string("a")])
  }

  @Test func addedChangedAndRemovedPropertiesAreSetInDeclarationOrder() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View(.label, properties: [.text: .string("a"), .margin: .int(1), .wrap: .bool(true), .accessibleLabel: .string("t")]))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View(.label, properties: [.text: .string("a"), .margin: .int(2), .slot: .slot(.end), .tooltip: .string("s")]))
    #expect(backend.operations == [
      .set(.accessibleLabel, nil, id: 1),
      .set(.tooltip, .string("s"), id: 1),
      .set(.margin, .int(2), id: 1),
      .set(.wrap, nil, id: 1),
      .set(.slot, .slot(.end), id: 1),
    ])
  }

  @Test func onlyTheChangedChildIsTouched() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack { View.label("a"); View.label("b"); View.label("c") })
    let middle = mounted.widget.children[1].id
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack { View.label("a"); View.label("B"); View.label("c") })
    #expect(backend.operations == [.set(.text, .string("B"), id: middle)])
  }

  @Test func aChangedParentPropertyDoesNotTouchTheChildren() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.vstack(spacing: 6) { View.label("a"); View.label("b") })
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.vstack(spacing: 12) { View.label("a"); View.label("b") })
    #expect(backend.operations == [.set(.spacing, .int(12), id: 1)])
  }
}
