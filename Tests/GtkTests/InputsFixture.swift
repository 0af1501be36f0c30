//  InputsFixture.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

/// A window with every input, page, collection and chooser kind on a store, for the headless tests.
@MainActor final class InputsFixture {
  struct Quake : Hashable, Sendable {
    var id: Int
    var place: String
    var magnitude: Double
  }

  struct State : Hashable, Sendable {
    var notes = "first line"
    var count = 3.0
    var volume = 20.0
    var progress = 0.25
    var level = 0.5
    var size: Int? = 1
    var page: String? = "general"
    var showsDetails = false
    var quakes: [Quake] = (0 ..< 100_000).map { Quake(id: $0, place: "Place \($0)", magnitude: Double($0 % 90) / 10) }
    var sort: TableSort?
    var chooser: FileChooserMode?
    var chooserFolder: String?
  }

  enum Action : Hashable, Sendable {
    case setNotes(String)
    case setCount(Double)
    case setVolume(Double)
    case setProgress(Double)
    case choose(Int?)
    case showPage(String?)
    case showDetails(Bool)
    case rename(Int, String)
    case sort(TableSort?)
    case openChooser(FileChooserMode, folder: String?)
    case choseFile(String)
    case cancelChooser
    case openLink
    case copy
    case activateTile(String?)
  }

  @Sendable nonisolated static func reduce(state: State, action: Action) -> State {
    var state = state
    switch action {
    case .setNotes(let text): state.notes = text
    case .setCount(let count): state.count = count
    case .setVolume(let volume): state.volume = volume
    case .setProgress(let progress): state.progress = progress
    case .choose(let size): state.size = size
    case .showPage(let page): state.page = page
    case .showDetails(let shows): state.showsDetails = shows
    case .rename(let id, let place):
      if let index = state.quakes.firstIndex(where: { $0.id == id }) { state.quakes[index].place = place }
    case .sort(let sort):
      state.sort = sort
      if let sort {
        func precedes(_ first: Quake, _ second: Quake) -> Bool {
          sort.column == "place"
            ? (first.place, first.id) < (second.place, second.id)
            : (first.magnitude, first.id) < (second.magnitude, second.id)
        }
        state.quakes.sort { sort.ascending ? precedes($0, $1) : precedes($1, $0) }
      }
    case .openChooser(let mode, let folder):
      state.chooser = mode
      state.chooserFolder = folder
    case .choseFile, .cancelChooser: state.chooser = nil
    case .openLink, .copy, .activateTile: break
    }
    return state
  }

  static let all = Selection<State, Action, State> { $0 }
  static let copyMenu = Menu([MenuItem("Copy", action: "copy")])

  static func body(_ context: WindowContext<State, Action, Void>) -> View {
    let state = context.select(Self.all)
    return .window(title: "Inputs", width: 900, height: 900, actions: [context.action("Copy", name: "copy", send: .copy)]) {
      View.vstack {
        View.textView(text: state.notes, accessibleLabel: "Notes", onChange: .run { context.dispatch(.setNotes($0)) }).size(height: 60).name("notes")
        View.hstack {
          View.spinButton(value: state.count, in: 0 ... 10, accessibleLabel: "Count", onChange: .run { context.dispatch(.setCount($0)) }).name("count")
          View.scale(value: state.volume, in: 0 ... 100, accessibleLabel: "Volume", onChange: .run { context.dispatch(.setVolume($0)) })
            .expand(horizontal: true).name("volume")
          View.progressBar(fraction: state.progress, text: "\(Int(state.progress * 100)) %", accessibleLabel: "Progress").name("progress")
          View.levelBar(value: state.level, accessibleLabel: "Level").size(width: 80).name("level")
        }
        View.radioGroup(["Small", "Medium", "Large"], selected: state.size, vertical: false, accessibleLabel: "Size", onSelect: .run {
          context.dispatch(.choose($0))
        }).name("size")
        View.stack(visible: state.page, onSwitch: .run { context.dispatch(.showPage($0)) }) {
          View.label("General settings").page("general", title: "General")
          View.label("Advanced settings").page("advanced", title: "Advanced")
        }.size(height: 60).name("stack")
        View.expander("Details", isExpanded: state.showsDetails, onToggle: .run { context.dispatch(.showDetails($0)) }) {
          View.label("More about this").name("details")
        }.name("expander")
        View.hstack {
          View.linkButton("Project page", uri: "https://example.org/project") { context.dispatch(.openLink) }.name("link")
          View.image("face-smile-symbolic", pixelSize: 32).name("icon")
          View.label("Right-click me").contextMenu(Self.copyMenu).name("menu-target")
        }
        View.hstack {
          View.scrolled {
            View.gridView(
              ListItems(["alpha", "beta", "gamma", "delta"], key: { $0 }, row: { View.label($0) }),
              selection: nil,
              accessibleLabel: "Tiles",
              onSelect: .run { _ in },
              onActivate: .run { context.dispatch(.activateTile($0)) }
            ).name("grid")
          }.size(width: 200)
          View.scrolled {
            View.columnView(
              TableItems(state.quakes, key: { String($0.id) }, cell: { quake, column in
                View.label(column == "place" ? quake.place : String(quake.magnitude), xalign: 0)
              }),
              columns: [TableColumn("place", title: "Place", expands: true), TableColumn("magnitude", title: "Magnitude")],
              sort: state.sort,
              selection: nil,
              accessibleLabel: "Quakes",
              onSelect: .run { _ in },
              onSort: .run { context.dispatch(.sort($0)) }
            ).name("table")
          }
        }.expand(vertical: true)
        if let mode = state.chooser {
          View.fileChooser(
            title: mode == .open ? "Open a file" : "Save as",
            mode: mode,
            folder: state.chooserFolder,
            onChoose: .run { context.dispatch(.choseFile($0)) },
            onCancel: { context.dispatch(.cancelChooser) }
          ).name("chooser")
        }
      }.margin(6)
    }
  }

  let store = Store(initialState: State(), reducer: InputsFixture.reduce)
  let scheduler = ManualScheduler()
  let app: GtkApp<State, Action>

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.Inputs",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(body: InputsFixture.body)
    )
    _ = self.app.startWithoutApplication()
  }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  /// Settles until `condition` holds (GTK answers some requests, such as a file chooser's save, only
  /// after asynchronous checks); gives up after 10 s so a broken widget fails instead of hanging.
  func settle(until condition: () -> Bool) {
    let deadline = ContinuousClock.now + .seconds(10)
    repeat {
      self.settle()
    } while !condition() && ContinuousClock.now < deadline
  }

  func dispatch(_ action: Action) throws {
    try self.store.dispatch(action: action)
  }

  /// The actions dispatched while `body` runs (and the window settles).
  func actions(during body: () throws -> Void) rethrows -> [Action] {
    var seen: [Action] = []
    let id = self.store.addObserver { _, action in seen.append(action) }
    defer { self.store.removeObserver(id) }
    try body()
    self.settle()
    return seen
  }

  /// The GTK children of `widget`, in order.
  static func children(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    var children: [GtkWidgetPointer] = []
    var child = cgtk_widget_get_first_child(widget)
    while let current = child {
      children.append(current)
      child = cgtk_widget_get_next_sibling(current)
    }
    return children
  }
}
