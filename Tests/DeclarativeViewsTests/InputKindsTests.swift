//  InputKindsTests.swift
//  The input, page and link kinds: what they mount, that an update sets only what changed,
//  and that their events reach the current handler.

import DeclarativeViews
import Testing

@MainActor @Suite("Input kinds")
struct InputKindsTests {
  @Test func aRangeSetsItsBoundsBeforeItsValue() {
    let backend = RecordingBackend()
    _ = Reconciler(backend: backend).mount(View.spinButton(value: 3, in: 1 ... 9, step: 2, digits: 1, accessibleLabel: "Count", onChange: .run { _ in }))
    let sets = backend.operations.compactMap { operation -> Property? in
      if case .set(let property, _, _) = operation { return property }
      return nil
    }
    #expect(sets == [.accessibleLabel, .minimum, .maximum, .step, .digits, .value])
  }

  @Test(arguments: [ViewKind.spinButton, .scale])
  func aNewValueSetsOnlyTheValue(kind: ViewKind) {
    func make(_ value: Double) -> View {
      kind == .scale
        ? View.scale(value: value, in: 0 ... 10, accessibleLabel: "Level", onChange: .run { _ in })
        : View.spinButton(value: value, in: 0 ... 10, accessibleLabel: "Level", onChange: .run { _ in })
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(make(1))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: make(4))
    #expect(backend.operations == [.set(.value, .double(4), id: 1)])
  }

  @Test func valueChangesReachTheCurrentHandler() {
    var seen: [String] = []
    let reconciler = Reconciler(backend: RecordingBackend())
    let mounted = reconciler.mount(View.scale(value: 0, in: 0 ... 1, accessibleLabel: "A", onChange: .run { seen.append("old \($0)") }))
    _ = reconciler.update(mounted, to: View.scale(value: 0, in: 0 ... 1, accessibleLabel: "A", onChange: .run { seen.append("new \($0)") }))
    mounted.widget.handlers.fire(.valueChanged, double: 0.5)
    #expect(seen == ["new 0.5"])
  }

  @Test func aTextViewUpdatesItsTextInPlace() {
    var typed: [String] = []
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.textView(text: "one", accessibleLabel: "Notes", onChange: .run { typed.append($0) }))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.textView(text: "one\ntwo", accessibleLabel: "Notes", onChange: .run { typed.append($0) }))
    #expect(backend.operations == [.set(.text, .string("one\ntwo"), id: 1)])
    mounted.widget.handlers.fire(.textChanged, text: "typed")
    #expect(typed == ["typed"])
  }

  @Test func aProgressBarWithoutTextUnsetsTheText() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.progressBar(fraction: 0.2, text: "20 %", accessibleLabel: "Download"))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.progressBar(fraction: 0.2, accessibleLabel: "Download"))
    #expect(backend.operations == [.set(.text, nil, id: 1)])
  }

  @Test func aRadioGroupReportsTheChosenIndex() {
    var chosen: [Int?] = []
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.radioGroup(["S", "M", "L"], selected: 1, accessibleLabel: "Size", onSelect: .run { chosen.append($0) }))
    #expect(mounted.widget.kind == .radioGroup)
    #expect(mounted.widget.properties[.choices] == .strings(["S", "M", "L"]))
    #expect(mounted.widget.properties[.selectedIndex] == .int(1))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: View.radioGroup(["S", "M", "L"], selected: nil, accessibleLabel: "Size", onSelect: .run { chosen.append($0) }))
    #expect(backend.operations == [.set(.selectedIndex, .int(-1), id: 1)])
    mounted.widget.handlers.fire(.selectionChanged, index: 2)
    #expect(chosen == [2])
  }

  @Test func stackPagesAreKeyedByNameAndSwitchingSetsOnlyTheVisiblePage() {
    func stack(_ visible: String) -> View {
      View.stack(visible: visible, onSwitch: .run { _ in }) {
        View.label("First").page("first", title: "One")
        View.label("Second").page("second", title: "Two")
      }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(stack("first"))
    #expect(mounted.children.map(\.view.key) == ["first", "second"])
    #expect(mounted.widget.children[1].properties[.pageTitle] == .string("Two"))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: stack("second"))
    #expect(backend.operations == [.set(.visiblePage, .string("second"), id: 1)])
  }

  @Test func anExpanderKeepsItsChildWhenToggled() {
    func expander(_ open: Bool) -> View {
      View.expander("Details", isExpanded: open, onToggle: .run { _ in }) { View.label("Hidden") }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(expander(false))
    backend.clearOperations()
    _ = reconciler.update(mounted, to: expander(true))
    #expect(backend.operations == [.set(.expanded, .bool(true), id: 1)])
  }

  @Test func aLinkButtonHandlesTheLinkOnlyWhenAskedTo() {
    let opensItself = View.linkButton("Docs", uri: "https://example.org")
    #expect(opensItself.handlers[.linkClicked] == nil)
    #expect(opensItself.properties[.uri] == .string("https://example.org"))
    var opened = 0
    let reconciler = Reconciler(backend: RecordingBackend())
    let mounted = reconciler.mount(View.linkButton("Docs", uri: "https://example.org") { opened += 1 })
    mounted.widget.handlers.fire(.linkClicked)
    #expect(opened == 1)
  }

  @Test func imagesComeFromIconNamesOrFiles() {
    #expect(View.image("face-smile").properties[.iconName] == .string("face-smile"))
    let file = View.image(file: "/tmp/picture.png", pixelSize: 48)
    #expect(file.kind == .image)
    #expect(file.properties[.file] == .string("/tmp/picture.png"))
    #expect(file.properties[.iconName] == nil)
  }

  @Test func tooltipsAndContextMenusGoOnAnyKind() {
    let menu = Menu([MenuItem("Copy", action: "copy")])
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let view = View.vstack {
      View.progressBar(fraction: 0, accessibleLabel: "Progress").tooltip("Progress")
      View.label("Right-click me").contextMenu(menu)
    }
    let mounted = reconciler.mount(view)
    #expect(mounted.widget.children[0].properties[.tooltip] == .string("Progress"))
    #expect(mounted.widget.children[1].properties[.contextMenu] == .menu(menu))
  }

  @Test func aFileChooserSavesWithASuggestedNameAndReportsThePath() {
    var chosen: [String] = []
    var cancelled = 0
    let view = View.fileChooser(
      title: "Export",
      mode: .save(suggestedName: "quakes.csv"),
      folder: "/tmp",
      onChoose: .run { chosen.append($0) },
      onCancel: { cancelled += 1 }
    )
    #expect(view.properties[.saveMode] == .bool(true))
    #expect(view.properties[.suggestedName] == .string("quakes.csv"))
    let mounted = Reconciler(backend: RecordingBackend()).mount(view)
    mounted.widget.handlers.fire(.fileChosen, text: "/tmp/quakes.csv")
    mounted.widget.handlers.fire(.closeRequested)
    #expect(chosen == ["/tmp/quakes.csv"])
    #expect(cancelled == 1)
    #expect(View.fileChooser(title: "Open", mode: .open, onChoose: .run { _ in }, onCancel: {}).properties[.saveMode] == nil)
  }

  @Test func theAuditNamesEveryNewControl() {
    let unnamed = View.vstack {
      View(.textView)
      View(.spinButton)
      View(.scale)
      View(.progressBar)
      View(.levelBar)
      View(.radioGroup)
      View(.expander)
      View(.linkButton)
      View(.gridView)
      View(.columnView)
      View(.fileChooser)
    }
    #expect(AccessibilityAudit.unnamedControls(in: unnamed).count == 11)
    let named = View.vstack {
      View.textView(text: "", accessibleLabel: "Notes", onChange: .run { _ in })
      View.spinButton(value: 0, in: 0 ... 1, accessibleLabel: "Count", onChange: .run { _ in })
      View.scale(value: 0, in: 0 ... 1, accessibleLabel: "Volume", onChange: .run { _ in })
      View.progressBar(fraction: 0, accessibleLabel: "Progress")
      View.levelBar(value: 0, accessibleLabel: "Battery")
      View.radioGroup(["a"], selected: nil, accessibleLabel: "Size", onSelect: .run { _ in })
      View.expander("More", isExpanded: false, onToggle: .run { _ in }) {}
      View.linkButton("Docs", uri: "https://example.org")
      View.fileChooser(title: "Open", mode: .open, onChoose: .run { _ in }, onCancel: {})
    }
    #expect(AccessibilityAudit.unnamedControls(in: named).isEmpty)
  }
}
