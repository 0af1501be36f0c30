//  VocabularyTests.swift
//  Each kind has a fixed set of properties and events (ViewKind+Vocabulary.swift): the builders stay
//  inside it, and a view outside it (only package-level API can make one) stops a debug build with
//  the kind and the property or event named, instead of being dropped.

import DeclarativeViews
import Testing

@MainActor @Suite struct VocabularyTests {
  /// A custom widget's description.
  struct Swatch : CustomWidget {
    var color: String
  }

  /// Every kind, each made by its builder with every option set.
  private static func everyKind() -> View {
    let menu = Menu([MenuItem("Copy", action: "copy")])
    let rows = ListItems(["a"], key: { $0 }, row: { View.label($0) })
    let table = TableItems(["a"], key: { $0 }, cell: { item, _ in View.label(item) })
    let columns = [TableColumn("name", title: "Name")]
    let responses = DialogResponses([DialogResponse("ok", "OK")], default: "ok", close: "ok")
    return View.window(title: "All", actions: [WindowAction("Copy", name: "copy") {}]) {
      View.headerBar(title: "All", subtitle: "kinds") { View.button("Start") {}.slot(.start) }
      View.vstack {
        View.label("Text", xalign: 0, wrap: true, ellipsize: true, selectable: true).contextMenu(menu)
        View.button("Flat", hasFrame: false) {}
        View.button(icon: "list-add-symbolic", accessibleLabel: "Add", hasFrame: false) {}
        View.menuButton(label: "Menu", icon: "open-menu-symbolic", accessibleLabel: "Menu", menu: menu)
        View.popoverButton(label: "More", accessibleLabel: "More") { View.calendar(day: Day(year: 2024, month: 2, day: 29), onSelect: .run { _ in }) }
        View.entry(text: "", accessibleLabel: "Name", onChange: .run { _ in }, onSubmit: {})
        View.searchEntry(text: "", onChange: .run { _ in }, onSubmit: {})
        View.checkButton("Check", isOn: true, onToggle: .run { _ in })
        View.toggle(isOn: false, accessibleLabel: "Toggle", onToggle: .run { _ in })
        View.dropDown(["a", "b"], selected: 0, accessibleLabel: "Choice", onSelect: .run { _ in })
        View.separator(vertical: true)
        View.spinner()
        View.image("folder-symbolic")
        View.image(file: "/nonexistent.png")
        View.paned(position: 100) { View.scrolled { View.label("left") }; View.label("right") }
        View.list(rows, selection: "a", scrollTo: "a", accessibleLabel: "List", onSelect: .run { _ in }, onActivate: .run { _ in })
        View.drawingArea(version: 1, draw: { _ in }, onPress: { _, _ in }, onInput: { _ in false }).size(width: 10, height: 10)
        View.textView(text: "", accessibleLabel: "Notes", isEditable: false, onChange: .run { _ in })
        View.spinButton(value: 1, in: 0 ... 10, step: 1, digits: 1, accessibleLabel: "Count", onChange: .run { _ in })
        View.scale(value: 1, in: 0 ... 10, accessibleLabel: "Volume", onChange: .run { _ in })
        View.progressBar(fraction: 0.5, text: "Half", accessibleLabel: "Progress")
        View.levelBar(value: 0.5, accessibleLabel: "Level")
        View.radioGroup(["a", "b"], selected: 1, accessibleLabel: "Radio", onSelect: .run { _ in })
        View.stack(visible: "one", onSwitch: .run { _ in }) { View.label("One").page("one", title: "One") }
        View.expander("More", isExpanded: true, onToggle: .run { _ in }) { View.label("Inside") }
        View.linkButton("Link", uri: "https://example.org") {}
        View.gridView(rows, selection: nil, accessibleLabel: "Grid", onSelect: .run { _ in }, onActivate: .run { _ in })
        View.columnView(
          table, columns: columns, sort: TableSort(column: "name"), selection: nil, accessibleLabel: "Table",
          onSelect: .run { _ in }, onSort: .run { _ in }, onActivate: .run { _ in }
        )
        View.toastOverlay(toast: Toast(id: "t", title: "Toast"), onDismiss: .run { _ in }) {
          View.statusPage(icon: "dialog-information-symbolic", title: "Status", description: "Body") { View.label("x") }
        }
        View.preferencesGroup(title: "Group", description: "Body") {
          View.actionRow(title: "Row", subtitle: "Sub", onActivate: {}) {}
          View.entryRow(title: "Entry", text: "", onChange: .run { _ in }, onSubmit: {})
          View.comboRow(title: "Combo", choices: ["a"], selected: 0, onSelect: .run { _ in })
        }
        View.splitButton(label: "Split", accessibleLabel: "Split", menu: menu) {}
        View.adwHeaderBar(title: "Adw", subtitle: "Sub", titleButtons: false)
        View.custom(Swatch(color: "red"), accessibleLabel: "Swatch")
        View.viewStack(visible: "a", onSwitch: .run { _ in }) {
          View.label("A").page("a", title: "A", icon: "folder-symbolic")
        }
        View.tabView(selected: "a", onSelect: .run { _ in }, onClose: .run { _ in }) {
          View.label("A").page("a", title: "A")
        }
        View.preferencesWindow(title: "Preferences", onClose: {}) {
          View.preferencesPage(title: "General", icon: "preferences-system-symbolic") {
            View.preferencesGroup(title: "Group") { View.actionRow(title: "Row") {} }
          }
        }
        View.carousel(page: 0, onPage: .run { _ in }) {
          View.label("Slide")
        }
        View.leaflet(showing: 1, onNavigate: .run { _ in }, onFold: .run { _ in }) {
          View.label("Sidebar")
          View.separator(vertical: true)
          View.label("Content")
        }
      }
      View.dialog(title: "Dialog", onClose: {}) { View.label("Inside") }
      View.messageDialog(heading: "Sure?", body: "Really", responses: responses, onResponse: .run { _ in })
      View.fileChooser(title: "Save", mode: .save(suggestedName: "a.txt"), folder: "/tmp", onChoose: .run { _ in }, onCancel: {})
      View.applicationWindow(title: "App", actions: [WindowAction("Copy", name: "copy") {}]) { View.label("App") }
    }
  }

  private func all(_ view: View) -> [View] {
    [view] + view.children.flatMap { self.all($0) }
  }

  @Test func everyBuilderStaysInsideItsKind() {
    let views = self.all(Self.everyKind())
    #expect(Set(views.map(\.kind)) == Set(ViewKind.allCases))
    #expect(views.flatMap(\.vocabularyProblems) == [])
  }

  @Test func everyPropertyBelongsToSomeKind() {
    let honoured = ViewKind.allCases.reduce(into: Set<Property>()) { $0.formUnion($1.properties) }
    #expect(honoured == Set(Property.allCases))
  }

  @Test func windowKindsReportTheirActions() {
    #expect(ViewKind.window.handlerShape(for: .action("undo")) == .void)
    #expect(ViewKind.applicationWindow.handlerShape(for: .action("undo")) == .void)
    #expect(ViewKind.dialog.handlerShape(for: .action("undo")) == nil)
    #expect(ViewKind.button.handlerShape(for: .clicked) == .void)
    #expect(ViewKind.label.handlerShape(for: .clicked) == nil)
  }

  @Test func aPropertyOrHandlerTheKindLacksIsNamedInWords() {
    let view = View(.button, properties: [.wrap: .bool(true)], handlers: [.toggled: .bool(.run { _ in }), .clicked: .text(.run { _ in })])
    #expect(view.vocabularyProblems == [
      "a button has no property .wrap",
      "the .clicked handler of a button must take .void, not .text",
      "a button never reports .toggled",
    ])
  }

  @Test func mountingAViewThatDoesNotFitItsKindStopsADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = Reconciler(backend: RecordingBackend()).mount(View.label("x").key("k").with(.active, .bool(true)))
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("View keyed \"k\": a label has no property .active"))
  }

  @Test func updatingToAViewThatDoesNotFitItsKindStopsADebugBuild() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let reconciler = Reconciler(backend: RecordingBackend())
        let mounted = reconciler.mount(View.button("b") {})
        _ = reconciler.update(mounted, to: View.button("b") {}.on(.toggled, .bool(.run { _ in })))
      }
    }
  }

  @Test func firingAHandlerOfTheWrongShapeStopsADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        HandlerTable([.clicked: .text(.run { _ in })]).fire(.clicked)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("The .clicked handler takes .text but the widget reports .void"))
  }
}
