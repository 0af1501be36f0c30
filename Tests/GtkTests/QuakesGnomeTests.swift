//  QuakesGnomeTests.swift

@testable import AppRuntime
@testable import AppShell
import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import Localization
import QuakesData
import QuakesUI
import Testing

extension GtkSuite {
/// Quakes as a GNOME app: Refresh as a split button with a range menu, load results as toasts,
/// failures as a banner or a status page with Retry, the details of the selected quake, Ctrl+F.
@MainActor @Suite
struct QuakesGnomeTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  /// The title of the toast the window shows.
  private func toastTitle(in window: any WindowHosting) -> String? {
    guard let overlay = GtkTestSupport.widget("content", in: window), let toast = AdwaitaExtras.of(overlay).toast else { return nil }
    return adw_toast_get_title(OpaquePointer(toast.object)).map { String(cString: $0) }
  }

  /// Whether the keyboard focus of the widget's window is on it or inside it (a search entry focuses its text).
  private func focusIsIn(_ widget: GtkWidgetPointer) -> Bool {
    guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
    return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
  }

  @Test func theSplitButtonRefreshesTheChosenRangeAndEachLoadIsAToast() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.store.state.cacheStatus == .success })
    #expect(window.actionState("range") == "day")
    guard case .menu(let menu)? = window.root?.find(name: "refresh")?.view.properties[.menu] else {
      Issue.record("no range menu")
      return
    }
    #expect(menu.sections.flatMap(\.items).map(\.action) == ["range::hour", "range::day", "range::week", "range::month"])
    GtkTestSupport.click("refresh", in: window)
    #expect(await fixture.eventually { fixture.store.state.lastFetch?.number == 1 })
    #expect(fixture.store.state.lastFetch?.range == .day)
    fixture.settle()
    #expect(self.toastTitle(in: window) == "Loaded 158 earthquakes")

    // The menu's radio item chooses the range and fetches it; the same quakes again are nothing new.
    #expect(window.activateAction("range::week"))
    fixture.settle()
    #expect(window.actionState("range") == "week")
    #expect(await fixture.eventually { fixture.store.state.lastFetch?.number == 2 })
    #expect(fixture.store.state.lastFetch?.range == .week)
    fixture.settle()
    #expect(self.toastTitle(in: window) == "Nothing new")

    // Ctrl+R (the "refresh" action) fetches the chosen range again.
    let refresh = try #require(window.windowActions.first { $0.name == "refresh" })
    #expect(refresh.shortcut == "<Control>r")
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.store.state.lastFetch?.number == 3 })
    #expect(fixture.store.state.lastFetch?.range == .week)
    // No permanent line about the load is left in the window.
    #expect(window.root?.find(name: "banner-0") == nil)
  }

  @Test func withNothingLoadedAFailureIsAStatusPageWithRetry() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory, feed: QuakesGtkFixture.fixtures.appendingPathComponent("missing.geojson"))
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.store.state.cacheStatus == .success })
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.store.state.fetchStatus?.failure != nil })
    fixture.settle()
    #expect(window.root?.find(name: "load-failed") != nil)
    #expect(window.root?.find(name: "banner-0") == nil)
    let retry = try #require(GtkTestSupport.widget("empty-refresh", in: window))
    #expect(String(cString: gtk_button_get_label(UnsafeMutablePointer<GtkButton>(OpaquePointer(retry)))) == "Retry")
    cgtk_emit_clicked(retry)
    #expect(fixture.store.state.fetchStatus == .waiting)
  }

  @Test func theDetailsShowTheSelectedQuakeAndOpenItsPage() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let launcher = RecordingURILauncher()
    let fixture = QuakesGtkFixture(dataDirectory: self.directory, launcher: launcher)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    #expect(window.root?.find(name: "details-empty") != nil)
    let key = try #require(fixture.rowKeys(in: window).dropFirst(3).first)
    let quake = try #require(fixture.store.state.quakes[key])
    fixture.selectRow(3, in: window)
    #expect(fixture.label("details-magnitude", in: window) == QuakeTimeFormat.magnitude(quake.magnitude, locale: Localization.locale))
    #expect(fixture.label("details-place", in: window) == quake.name)
    #expect(fixture.label("details-time", in: window) == QuakeTimeFormat.complete(quake.time, locale: Localization.locale))
    #expect(fixture.label("details-depth", in: window)?.hasSuffix(" km") == true)
    #expect(fixture.label("details-coordinates", in: window)?.contains("°") == true)
    GtkTestSupport.click("details-open", in: window)
    #expect(launcher.opened == [URL(string: "https://earthquake.usgs.gov/earthquakes/eventpage/\(key)")!])

    launcher.failure = URILaunchError(reason: "no browser")
    GtkTestSupport.click("details-open", in: window)
    fixture.settle()
    // The desktop's words go to the log; the window says what happened.
    #expect(self.toastTitle(in: window) == "Could not open the page in a web browser. The details are in the log.")
  }

  @Test func rowsReadLikeTheRowAndCtrlFFocusesTheSearch() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    let rows = try #require(window.root?.find(name: "quake-list")?.view.rows)
    let quake = try #require(fixture.store.state.quakes[rows.key(at: 0)])
    let name = rows.makeRow(at: 0).properties[.accessibleLabel]?.string
    #expect(name == "\(QuakeTimeFormat.magnitude(quake.magnitude, locale: Localization.locale)), \(quake.name), \(QuakeTimeFormat.relative(quake.time))")

    let search = try #require(GtkTestSupport.widget("search", in: window))
    let map = try #require(GtkTestSupport.widget("map", in: window))
    GtkTestSupport.settle()
    cgtk_widget_grab_focus(map)
    #expect(self.focusIsIn(search) == false)
    let find = try #require(window.windowActions.first { $0.name == "find" })
    #expect(find.shortcut == "<Control>f")
    #expect(window.activateAction("find"))
    #expect(self.focusIsIn(search))
  }

  @Test func theMapPansAndZoomsByKeyboardWheelDragPinchAndDoubleClick() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    let host = try #require(window as? WindowHost<QuakesState, QuakesAction, QuakesWindowState>)
    GtkTestSupport.settle()
    let map = try #require(GtkTestSupport.widget("map", in: window))
    #expect(gtk_widget_get_focusable(map) != 0)
    #expect(cgtk_accessible_label_is(map, "Map of earthquakes") != 0)
    #expect(gtk_widget_get_width(map) > 0)

    #expect(cgtk_canvas_emit_key(map, 0x02b) != 0) // plus
    fixture.settle()
    #expect(host.local.viewport.zoom == 2)
    #expect(cgtk_canvas_emit_key(map, 0xffad) != 0) // KP_Subtract
    fixture.settle()
    #expect(host.local.viewport.zoom == 1)
    #expect(cgtk_canvas_emit_key(map, 0x071) == 0) // "q" goes on to the window

    cgtk_canvas_emit_scroll(map, 10, 10, -1)
    fixture.settle()
    #expect(host.local.viewport.zoom == 1.5)
    cgtk_canvas_emit_double_press(map, 10, 10)
    fixture.settle()
    #expect(host.local.viewport.zoom == 3)
    let beforeDrag = host.local.viewport
    cgtk_canvas_emit_drag(map, 50, 50, 40, 0)
    fixture.settle()
    #expect(host.local.viewport.centerLongitude < beforeDrag.centerLongitude)
    #expect(host.local.viewport.zoom == 3)
    cgtk_canvas_emit_pinch(map, 2)
    fixture.settle()
    #expect(host.local.viewport.zoom == 6)

    #expect(cgtk_canvas_emit_key(map, 0x030) != 0) // 0
    fixture.settle()
    #expect(host.local.viewport == MapViewport())
  }

  /// The details have their own area below the map, there with or without a selection: selecting a
  /// quake fills it and leaves the map's height as it was (the layout does not jump).
  @Test func selectingAQuakeKeepsTheMapHeight() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    GtkTestSupport.settle(turn: fixture.settle)
    #expect(window.root?.find(name: "details-empty") != nil)
    let map = try #require(GtkTestSupport.widget("map", in: window))
    let height = gtk_widget_get_height(map)
    #expect(height >= 240)
    fixture.selectRow(3, in: window)
    GtkTestSupport.settle(turn: fixture.settle)
    #expect(fixture.label("details-magnitude", in: window) != nil)
    let mapAfter = try #require(GtkTestSupport.widget("map", in: window))
    #expect(gtk_widget_get_height(mapAfter) == height)
  }

  @Test func inGermanQuakesShowsGermanLabels() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let german = try GermanCatalog()
    defer { german.end() }

    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.store.state.cacheStatus == .success })
    #expect(fixture.title(of: window) == "Erdbeben")
    let refresh = try #require(GtkTestSupport.widget("refresh", in: window))
    #expect(cgtk_accessible_label_is(refresh, "Aktualisieren") != 0)
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.label("count", in: window) == "158 Erdbeben" })
    let placeholder = try #require(GtkTestSupport.widget("details-empty", in: window))
    #expect(cgtk_adw_status_page_get_title(placeholder).map { String(cString: $0) } == "Kein Erdbeben ausgewählt")
    #expect(cgtk_adw_status_page_get_description(placeholder).map { String(cString: $0) } == "Wählen Sie ein Erdbeben in der Liste oder auf der Karte, um seine Details zu sehen.")
    let map = try #require(GtkTestSupport.widget("map", in: window))
    #expect(cgtk_accessible_label_is(map, "Karte der Erdbeben") != 0)
    fixture.settle()
    #expect(self.toastTitle(in: window) == "158 Erdbeben geladen")
    guard case .menu(let menu)? = window.root?.find(name: "refresh")?.view.properties[.menu] else {
      Issue.record("no range menu")
      return
    }
    #expect(menu.sections.flatMap(\.items).map(\.label) == ["Letzte Stunde", "Letzter Tag", "Letzte Woche", "Letzter Monat"])
  }
}
}
