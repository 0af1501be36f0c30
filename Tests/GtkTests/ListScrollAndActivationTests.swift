//  ListScrollAndActivationTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// A virtualized list scrolls a far row into view when the program asks and reports activations;
/// a calendar reports the user's day, never the program's; a drawing area reports presses.
@MainActor @Suite
struct ListScrollAndActivationTests {
  struct Model : Hashable, Sendable {
    var scrollTo: String?
    var day = Day(year: 2026, month: 11, day: 22)
  }

  enum Event : Hashable, Sendable {
    case scroll(to: String)
    case show(Day)
    case didActivate(String?)
    case didPickDay(Day)
    case didPress
  }

  @Sendable nonisolated static func reduce(model: Model, event: Event) -> Model {
    var model = model
    switch event {
    case .scroll(let key): model.scrollTo = key
    case .show(let day): model.day = day
    case .didActivate, .didPickDay, .didPress: break
    }
    return model
  }

  static let model = Selection<Model, Event, Model> { $0 }

  static func body(_ context: WindowContext<Model, Event, Void>) -> View {
    let model = context.select(Self.model)
    return .window(title: "Lists", width: 400, height: 500) {
      View.vstack {
        View.calendar(day: model.day, onSelect: .run { context.dispatch(.didPickDay($0)) }).name("calendar")
        View.drawingArea(version: 0, draw: { _ in }, onPress: { _, _ in context.dispatch(.didPress) })
          .size(height: 40).name("drawing")
        View.scrolled {
          View.list(
            ListItems(Array(0 ..< 10_000), key: { String($0) }, row: { View.label("Row \($0)") }),
            scrollTo: model.scrollTo,
            accessibleLabel: "Rows",
            onActivate: .run { context.dispatch(.didActivate($0)) }
          ).name("list")
        }
      }
    }
  }

  let store = Store(initialState: Model(), reducer: ListScrollAndActivationTests.reduce)
  let scheduler = ManualScheduler()
  let app: GtkApp<Model, Event>

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.ListTests",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(body: ListScrollAndActivationTests.body)
    )
    _ = self.app.startWithoutApplication()
  }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  func events(during body: () throws -> Void) rethrows -> [Event] {
    var seen: [Event] = []
    let id = self.store.addObserver { _, event in seen.append(event) }
    defer { self.store.removeObserver(id) }
    try body()
    return seen
  }

  @Test func scrollingToAFarRowBindsItAndActivationReportsItsKey() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle()
    let list = try #require(GtkTestSupport.widget("list", in: window))
    #expect(ListInspection.statistics(of: list)?.boundKeys.contains("5000") == false)
    try self.store.dispatch(action: .scroll(to: "5000"))
    self.settle()
    let bound = try #require(ListInspection.statistics(of: list)?.boundKeys)
    #expect(bound.contains("5000"))
    // Still only the rows around the visible ones have widgets.
    #expect(bound.count < 300)

    let activated = self.events {
      ListInspection.activateAsUser(list, position: 5000)
      self.settle()
    }
    #expect(activated == [.didActivate("5000")])
  }

  @Test func aCalendarReportsTheUsersDayButNotTheProgramsOne() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle()
    let calendar = try #require(GtkTestSupport.widget("calendar", in: window))
    let programmatic = try self.events {
      try self.store.dispatch(action: .show(Day(year: 2026, month: 1, day: 5)))
      self.settle()
    }
    #expect(programmatic == [.show(Day(year: 2026, month: 1, day: 5))])
    var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
    cgtk_calendar_get_ymd(calendar, &year, &month, &day)
    #expect([year, month, day] == [2026, 1, 5])

    let picked = self.events {
      cgtk_calendar_select_ymd(calendar, 2026, 2, 14)
      self.settle()
    }
    #expect(picked == [.didPickDay(Day(year: 2026, month: 2, day: 14))])
  }

  /// After the program sets the date, the arrow keys start from it (GTK's own keyboard cell stayed behind:
  /// Left from Feb 16, then Space, chose Mar 9); the chosen day and the header's arrows have names.
  @Test func theCalendarsKeysStartFromTheDateTheProgramSet() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle()
    let calendar = try #require(GtkTestSupport.widget("calendar", in: window))
    try self.store.dispatch(action: .show(Day(year: 2019, month: 2, day: 16)))
    self.settle()
    #expect(cgtk_accessible_description_is(calendar, "Saturday, February 16, 2019") != 0)

    let keyed = self.events {
      _ = cgtk_deliver_key(calendar, guint(GDK_KEY_Left), GdkModifierType(0))
      _ = cgtk_deliver_key(calendar, guint(GDK_KEY_space), GdkModifierType(0))
      self.settle()
      _ = cgtk_deliver_key(calendar, guint(GDK_KEY_Down), GdkModifierType(0))
      self.settle()
    }
    #expect(keyed == [.didPickDay(Day(year: 2019, month: 2, day: 15)), .didPickDay(Day(year: 2019, month: 2, day: 22))])
    #expect(cgtk_accessible_description_is(calendar, "Friday, February 22, 2019") != 0)

    var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    let header = try #require(gtk_widget_get_first_child(calendar))
    var child = gtk_widget_get_first_child(header)
    while let widget = child {
      if String(cString: gtk_widget_get_css_name(widget)) == "button" { buttons.append(widget) }
      child = gtk_widget_get_next_sibling(widget)
    }
    #expect(buttons.count == 4)
    for (button, name) in zip(buttons, ["Previous month", "Next month", "Previous year", "Next year"]) {
      #expect(cgtk_accessible_label_is(button, name) != 0, "\(name)")
    }
  }
}
}
