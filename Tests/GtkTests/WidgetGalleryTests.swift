//  WidgetGalleryTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// The framework's widgets on a real display: program-set values never echo back as actions,
/// user input does; a virtualized list rebinds only the row that changed; dialogs come and go with state.
@MainActor @Suite
struct WidgetGalleryTests {
  struct Item : Hashable, Sendable {
    var id: Int
    var title: String
  }

  struct GalleryState : Hashable, Sendable {
    var text = ""
    var items: [Item] = (0 ..< 10_000).map { Item(id: $0, title: "Item \($0)") }
    var choice: Int? = 1
    var isOn = false
    var actionEnabled = false
  }

  enum GalleryAction : Hashable, Sendable {
    case setText(String)
    case rename(Int, String)
    case insert(Item, at: Int)
    case choose(Int?)
    case toggle(Bool)
    case enableAction(Bool)
    case didRunAction
  }

  struct Local {
    var selection: String?
    var showsDialog = false
    var confirmed = 0
  }

  @Sendable nonisolated static func reduce(state: GalleryState, action: GalleryAction) -> GalleryState {
    var state = state
    switch action {
    case .setText(let text): state.text = text
    case .rename(let id, let title): state.items[id].title = title
    case .insert(let item, let index): state.items.insert(item, at: index)
    case .choose(let choice): state.choice = choice
    case .toggle(let isOn): state.isOn = isOn
    case .enableAction(let enabled): state.actionEnabled = enabled
    case .didRunAction: break
    }
    return state
  }

  static let all = Selection<GalleryState, GalleryAction, GalleryState> { $0 }

  static func body(_ context: WindowContext<GalleryState, GalleryAction, Local>) -> View {
    let state = context.select(Self.all)
    let run = context.action("Run", name: "run", shortcut: "<Control>r", isEnabled: state.actionEnabled, send: .didRunAction)
    return .window(title: "Gallery", width: 400, height: 600, actions: [run]) {
      View.headerBar(title: "Gallery", subtitle: context.local.selection)
      View.vstack {
        View.entry(text: state.text, accessibleLabel: "Text", onChange: .run { context.dispatch(.setText($0)) }).name("entry")
        View.dropDown(["One", "Two", "Three"], selected: state.choice, accessibleLabel: "Choice", onSelect: .run { context.dispatch(.choose($0)) })
          .name("choice")
        View.checkButton("On", isOn: state.isOn, onToggle: .run { context.dispatch(.toggle($0)) }).name("check")
        View.button("Open dialog", action: context.updating { $0.showsDialog = true }).name("open")
        View.list(
          ListItems(state.items, key: { String($0.id) }, row: { item in View.label(item.title, xalign: 0) }),
          selection: context.local.selection,
          accessibleLabel: "Items",
          onSelect: .run { key in context.update { $0.selection = key } }
        ).name("list")
        if context.local.showsDialog {
          View.alert(
            title: "Really?",
            message: "This is a test.",
            confirm: "Yes",
            onConfirm: context.updating { $0.showsDialog = false; $0.confirmed += 1 },
            onCancel: context.updating { $0.showsDialog = false }
          ).name("dialog")
        }
      }
    }
  }

  let store = Store(initialState: GalleryState(), reducer: WidgetGalleryTests.reduce)
  let scheduler = ManualScheduler()
  var dispatched: [GalleryAction] = []
  let app: GtkApp<GalleryState, GalleryAction>

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.Gallery",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(local: { Local() }, body: WidgetGalleryTests.body)
    )
    _ = self.app.startWithoutApplication()
  }

  /// Lets GTK map, lay out and bind rows (frames come from the frame clock, so this takes real time),
  /// and runs coalesced renders.
  func settle(_ window: any WindowHosting) {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  func actions(during body: () throws -> Void) rethrows -> [GalleryAction] {
    var seen: [GalleryAction] = []
    let id = self.store.addObserver { _, action in seen.append(action) }
    defer { self.store.removeObserver(id) }
    try body()
    return seen
  }

  @Test func entryTextSetByTheProgramDoesNotEchoAndTypingDispatches() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let entry = try #require(GtkTestSupport.widget("entry", in: window))
    let programmatic = try self.actions {
      try self.store.dispatch(action: .setText("from the store"))
      self.settle(window)
    }
    #expect(programmatic == [.setText("from the store")])
    #expect(String(cString: cgtk_editable_get_text(entry)) == "from the store")

    let typed = self.actions {
      cgtk_editable_append(entry, "!")
      self.settle(window)
    }
    #expect(typed == [.setText("from the store!")])
    #expect(self.store.state.text == "from the store!")
    #expect(String(cString: cgtk_editable_get_text(entry)) == "from the store!")
  }

  @Test func dropDownAndCheckButtonReportUserChangesOnly() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    let choice = try #require(GtkTestSupport.widget("choice", in: window))
    let check = try #require(GtkTestSupport.widget("check", in: window))
    #expect(cgtk_drop_down_get_selected(choice) == 1)
    let programmatic = try self.actions {
      try self.store.dispatch(action: .choose(2))
      try self.store.dispatch(action: .toggle(true))
      self.settle(window)
    }
    #expect(programmatic.count == 2)
    #expect(cgtk_drop_down_get_selected(choice) == 2)
    #expect(cgtk_check_button_get_active(check) != 0)

    let user = self.actions {
      cgtk_drop_down_set_selected(choice, 0)
      cgtk_check_button_set_active(check, 0)
      self.settle(window)
    }
    #expect(user == [.choose(0), .toggle(false)])
  }

  @Test func oneChangedRowRebindsOneRow() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle(window)
    let list = try #require(GtkTestSupport.widget("list", in: window))
    let before = try #require(ListInspection.statistics(of: list))
    #expect(before.rowCount == 10_000)
    // Only rows near the visible ones are bound, not 10,000.
    #expect(before.bindCount > 0 && before.bindCount <= 250)
    self.settle(window)
    #expect(ListInspection.statistics(of: list)?.bindCount == before.bindCount)

    try self.store.dispatch(action: .rename(1, "Renamed"))
    self.settle(window)
    let after = try #require(ListInspection.statistics(of: list))
    #expect(after.spliceCount == before.spliceCount + 1)
    #expect(after.bindCount - before.bindCount <= 1)
    #expect(after.rowCount == 10_000)

    try self.store.dispatch(action: .insert(Item(id: 10_000, title: "New"), at: 5))
    self.settle(window)
    let inserted = try #require(ListInspection.statistics(of: list))
    #expect(inserted.spliceCount == after.spliceCount + 1)
    #expect(inserted.rowCount == 10_001)
    #expect(ListInspection.key(of: list, at: 5) == "10000")
  }

  @Test func userSelectionGoesToLocalStateAndShowsInTheHeaderBar() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle(window)
    let list = try #require(GtkTestSupport.widget("list", in: window))
    ListInspection.selectAsUser(list, position: 3)
    self.settle(window)
    #expect(ListInspection.statistics(of: list)?.selectedKey == "3")
    let subtitle = window.root?.children.first { $0.kind == .headerBar }?.view.properties[.subtitle]
    #expect(subtitle == .string("3"))
    // A re-render with the same selection does not fire the handler again (no echo).
    let echoes = try self.actions {
      try self.store.dispatch(action: .setText("x"))
      self.settle(window)
    }
    #expect(echoes == [.setText("x")])
    #expect(ListInspection.statistics(of: list)?.selectedKey == "3")
  }

  @Test func alertComesAndGoesWithLocalState() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.click("open", in: window)
    self.settle(window)
    let dialog = try #require(window.root?.find(name: "dialog"))
    #expect(cgtk_widget_get_mapped(dialog.widget) != 0)
    GtkTestSupport.click("confirm", in: window)
    self.settle(window)
    #expect(window.root?.find(name: "dialog") == nil)
  }

  @Test func windowActionsFollowTheirEnabledState() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    #expect(window.isActionEnabled("run") == false)
    let disabled = self.actions { _ = window.activateAction("run") }
    #expect(disabled.isEmpty)
    try self.store.dispatch(action: .enableAction(true))
    self.settle(window)
    #expect(window.isActionEnabled("run") == true)
    let enabled = self.actions { _ = window.activateAction("run") }
    #expect(enabled == [.didRunAction])
  }
}

/// `.size(width:height:)` sets both dimensions of a widget's size request, one property at a time.
@MainActor @Suite
struct SizeRequestTests {
  @Test func widthSurvivesSettingTheHeight() throws {
    let backend = GtkBackend(application: nil)
    _ = cgtk_init_check()
    let reconciler = Reconciler(backend: backend)
    let mounted = reconciler.mount(View.label("sized").size(width: 120, height: 30))
    var width: Int32 = 0
    var height: Int32 = 0
    cgtk_widget_get_size_request(mounted.widget, &width, &height)
    #expect([width, height] == [120, 30])
    _ = reconciler.update(mounted, to: View.label("sized").size(width: 120, height: 50))
    cgtk_widget_get_size_request(mounted.widget, &width, &height)
    #expect([width, height] == [120, 50])
  }
}
}
