//  BuilderFunctionTests.swift
//  The view builder functions describe the widgets the rest of the app relies on: windows, icon
//  buttons with an accessible label, alerts with named cancel/confirm buttons, and the modifiers.

import DeclarativeViews
import Testing

@MainActor private final class Log {
  var entries: [String] = []
}

@MainActor @Suite("Builder functions")
struct BuilderFunctionTests {
  @Test func windowDefaults() {
    let window = View.window(title: "Main") {
      View.label("content")
    }
    #expect(window.kind == .window)
    #expect(window.key == nil)
    #expect(window.properties == [
      .title: .string("Main"),
      .defaultWidth: .int(480),
      .defaultHeight: .int(360),
      .actions: .actions([]),
    ])
    #expect(window.handlers.isEmpty)
    #expect(window.children.map(\.kind) == [.label])
  }

  @Test func windowWithSizeActionsAndHandlers() {
    let log = Log()
    let actions = [
      WindowAction("Undo", name: "undo", shortcut: "<Control>z", isEnabled: false) { log.entries.append("undo") },
      WindowAction("Redo", name: "redo") { log.entries.append("redo") },
    ]
    let window = View.window(title: "Main", width: 800, height: 600, actions: actions) {}
    #expect(window.properties == [
      .title: .string("Main"),
      .defaultWidth: .int(800),
      .defaultHeight: .int(600),
      .actions: .actions(actions),
    ])
    #expect(window.children.isEmpty)
    let mounted = Reconciler(backend: RecordingBackend()).mount(window)
    mounted.widget.handlers.fire(Event.action("redo"))
    mounted.widget.handlers.fire(Event.action("undo"))
    mounted.widget.handlers.fire(Event.action("missing"))
    #expect(log.entries == ["redo", "undo"])
  }

  @Test func aWindowActionThatSendsIsNamedAfterItsActionAndDeliveredThroughTheGate() {
    enum Action : Equatable, Sendable { case didTapUndo, select(id: Int) }
    let undo = WindowAction("Undo", icon: "edit-undo-symbolic", shortcut: "<Control>z", send: Message(Action.didTapUndo))
    let select = WindowAction("Select", send: Message(Action.select(id: 3)))
    #expect(undo.name == "didTapUndo")
    #expect(select.name == "select-id--3-")
    let gate = HandlerGate()
    var delivered: [Message] = []
    gate.deliver = { delivered.append($0) }
    let window = View.window(title: "Main", actions: [undo, select]) {
      View.button(undo).name("undo")
      View.button("Plain", send: Message(Action.select(id: 4))).name("plain")
    }
    let mounted = Reconciler(backend: RecordingBackend(), gate: gate).mount(window)
    mounted.widget.handlers.fire(Event.action("didTapUndo"))
    mounted.find(name: "undo")?.widget.handlers.fire(.clicked)
    mounted.find(name: "plain")?.widget.handlers.fire(.clicked)
    #expect(delivered == [Message(Action.didTapUndo), Message(Action.didTapUndo), Message(Action.select(id: 4))])
    // What a control sends is data a test reads without clicking.
    #expect(mounted.find(name: "plain")?.view.sentMessage(on: .clicked) == Message(Action.select(id: 4)))
    #expect(Message(Action.select(id: 4)) != Message(Action.select(id: 5)))
    // The button shows the action: its icon, its title for screen readers, greyed out with it.
    let button = mounted.find(name: "undo")!.widget
    #expect(button.properties[.iconName] == .string("edit-undo-symbolic"))
    #expect(button.properties[.accessibleLabel] == .string("Undo"))
    #expect(MenuItem(undo) == MenuItem("Undo", action: "didTapUndo"))
  }

  @Test func twoWindowActionsWithOneNameStopADebugBuild() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = View.window(title: "Main", actions: [WindowAction("A", name: "same") {}, WindowAction("B", name: "same") {}]) {}
      }
    }
  }

  @Test func mountingAWindowSetsItsPropertiesInDeclarationOrder() {
    let backend = RecordingBackend()
    _ = Reconciler(backend: backend).mount(View.window(title: "T") {})
    #expect(backend.operations == [
      .create(.window, id: 1),
      .set(.title, .string("T"), id: 1),
      .set(.defaultWidth, .int(480), id: 1),
      .set(.defaultHeight, .int(360), id: 1),
      .set(.actions, .actions([]), id: 1),
    ])
  }

  @Test func iconButtonSetsAccessibleLabelAndTooltip() {
    let log = Log()
    let button = View.button(icon: "edit-delete-symbolic", accessibleLabel: "Delete", action: { log.entries.append("delete") })
    #expect(button.kind == .button)
    #expect(button.properties == [
      .iconName: .string("edit-delete-symbolic"),
      .accessibleLabel: .string("Delete"),
      .tooltip: .string("Delete"),
    ])
    #expect(button.properties[.label] == nil)
    HandlerTable(button.handlers).fire(.clicked)
    #expect(log.entries == ["delete"])
  }

  @Test func textButtonHasItsLabel() {
    let button = View.button("Save", action: {})
    #expect(button.properties == [.label: .string("Save")])
    #expect(button.handlers[.clicked] != nil)
  }

  @Test(arguments: [false, true])
  func alertHasNamedCancelAndConfirmButtons(destructive: Bool) throws {
    let log = Log()
    let alert = View.alert(
      title: "Delete?",
      message: "This cannot be undone.",
      confirm: "Delete",
      destructive: destructive,
      onConfirm: { log.entries.append("confirm") },
      onCancel: { log.entries.append("cancel") }
    )
    #expect(alert.kind == .dialog)
    #expect(alert.properties[.title] == .string("Delete?"))

    let mounted = Reconciler(backend: RecordingBackend()).mount(alert)
    let cancel = try #require(mounted.find(name: "cancel"))
    let confirm = try #require(mounted.find(name: "confirm"))
    #expect(cancel.kind == .button)
    #expect(confirm.kind == .button)
    #expect(cancel.widget.properties[.label] == .string("Cancel"))
    #expect(confirm.widget.properties[.label] == .string("Delete"))
    #expect(confirm.widget.properties[.cssClasses] == .strings([destructive ? "destructive-action" : "suggested-action"]))
    // A column of the title, the message and a row with cancel before confirm.
    let column = try #require(mounted.children.first)
    try #require(column.children.map(\.kind) == [.label, .label, .box])
    #expect(column.children.prefix(2).map { $0.widget.properties[.text] } == [.string("Delete?"), .string("This cannot be undone.")])
    let row = column.children[2]
    #expect(row.widget.properties[.vertical] == .bool(false))
    #expect(row.children.map(\.name) == ["cancel", "confirm"])
    #expect(row.children.map(ObjectIdentifier.init) == [ObjectIdentifier(cancel), ObjectIdentifier(confirm)])

    confirm.widget.handlers.fire(.clicked)
    cancel.widget.handlers.fire(.clicked)
    mounted.widget.handlers.fire(.closeRequested)
    #expect(log.entries == ["confirm", "cancel", "cancel"])
  }

  @Test func dialogCloseCallsOnClose() {
    let log = Log()
    let dialog = View.dialog(title: "D", width: 200, onClose: { log.entries.append("close") }) {
      View.label("body")
    }
    #expect(dialog.properties == [.title: .string("D"), .defaultWidth: .int(200)])
    HandlerTable(dialog.handlers).fire(.closeRequested)
    #expect(log.entries == ["close"])
  }

  @Test func headerBarGoesInTheTitlebarSlot() {
    let bar = View.headerBar(title: "T") {
      View.button("A", action: {}).slot(.start)
    }
    #expect(bar.slot == .titlebar)
    #expect(bar.properties[.subtitle] == nil)
    #expect(bar.children.map(\.slot) == [.start])
    #expect(View.label("x").slot == .content)
  }

  @Test func modifiersSetTheirProperties() {
    let view = View.label("x", xalign: 0.5, wrap: true, ellipsize: true)
      .cssClasses(["a", "b"])
      .sensitive(false)
      .visible(true)
      .margin(4)
      .expand(horizontal: true)
      .align(horizontal: .center)
      .size(width: 10)
      .accessibleLabel("acc")
      .tooltip("tip")
      .key("k")
    #expect(view.key == "k")
    #expect(view.properties == [
      .text: .string("x"),
      .cssClasses: .strings(["a", "b"]),
      .sensitive: .bool(false),
      .visible: .bool(true),
      .margin: .int(4),
      .hexpand: .bool(true),
      .vexpand: .bool(false),
      .halign: .int(3),
      .width: .int(10),
      .height: .int(-1),
      .wrap: .bool(true),
      .xalign: .double(0.5),
      .ellipsize: .bool(true),
      .accessibleLabel: .string("acc"),
      .tooltip: .string("tip"),
    ])
  }

  @Test func controlsDescribeTheirState() {
    #expect(View.dropDown(["a", "b"], selected: nil, accessibleLabel: "Pick", onSelect: .run { _ in }).properties[.selectedIndex] == .int(-1))
    #expect(View.dropDown(["a", "b"], selected: 1, accessibleLabel: "Pick", onSelect: .run { _ in }).properties[.selectedIndex] == .int(1))
    #expect(View.checkButton("c", isOn: true, onToggle: .run { _ in }).properties == [.label: .string("c"), .active: .bool(true)])
    let menu = Menu([MenuItem("Undo", action: "undo")])
    let menuButton = View.menuButton(icon: "open-menu-symbolic", accessibleLabel: "Menu", menu: menu)
    #expect(menuButton.properties == [
      .menu: .menu(menu),
      .accessibleLabel: .string("Menu"),
      .tooltip: .string("Menu"),
      .iconName: .string("open-menu-symbolic"),
    ])
    let popover = View.popoverButton(label: "More", accessibleLabel: "More") { View.label("inside") }
    #expect(popover.kind == .menuButton)
    #expect(popover.children.map(\.kind) == [.popover])
    #expect(popover.children.first?.children.map(\.kind) == [.label])
    let empty = View.emptyState(icon: "folder", title: "Nothing")
    #expect(empty.children.map(\.kind) == [.image, .label])
    let described = View.emptyState(icon: "folder", title: "Nothing", description: "Add one") { View.button("Add", action: {}) }
    #expect(described.children.map(\.kind) == [.image, .label, .label, .button])
  }
}
