//  AnimalsTestHarness.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableDataTesting
import ImmutableUI
import Testing

/// One Animals app in this process, on a data directory, driven through its real widgets.
/// Waits are bounded loops that turn the GLib loop and the render scheduler, never open-ended awaits.
@MainActor final class AnimalsTestHarness {
  let store: Store<AnimalsState, AnimalsAction>
  let scheduler = ManualScheduler()
  let listener: AnimalsListener
  let app: GtkApp<AnimalsState, AnimalsAction>

  init(session: any PersistentSession, store: Store<AnimalsState, AnimalsAction> = AnimalsApp.makeStore()) {
    self.store = store
    self.app = AnimalsApp.make(store: self.store, scheduler: self.scheduler)
    self.listener = AnimalsApp.makeListener(session: session, app: self.app)
    self.listener.listen(to: self.store)
    _ = self.app.startWithoutApplication()
  }

  convenience init(directory: URL) {
    self.init(session: LocalStore(directory: directory))
  }

  /// Closes every window and stops the listener (what quitting the app does).
  func quit() {
    for window in self.app.windows {
      window.close()
    }
    MainLoop.runPendingEvents()
    self.listener.stop()
  }

  /// Turns the loops until `condition` holds, waiting in between for the store's next dispatch or for
  /// the listener's requests to finish (events, not pauses); records an issue and returns false when
  /// `timeout` passes first.
  @discardableResult
  func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
  ) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      MainLoop.runPendingEvents()
      self.scheduler.runPending()
      if condition() { return true }
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
        return false
      }
      await self.store.nextActivity(before: deadline)
    }
  }

  /// Selects the red kangaroo (the mammals, then the kangaroo) in `window` and waits until Delete is enabled.
  func selectTheKangaroo(in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    self.select("Mammal", inList: "categories-list", in: window, sourceLocation: sourceLocation)
    try await self.waitUntil("the mammals are listed", sourceLocation: sourceLocation) { self.animalNames(in: window).contains("Red kangaroo") }
    self.select("Kangaroo", inList: "animals-list", in: window, sourceLocation: sourceLocation)
    try await self.waitUntil("Delete is enabled", sourceLocation: sourceLocation) { self.isSensitive("detail-delete", in: window) == true }
  }

  /// Opens a loaded window, selects the red kangaroo and clicks Delete: the confirmation is open.
  func openDeleteConfirmationOfTheKangaroo(sourceLocation: SourceLocation = #_sourceLocation) async throws -> any WindowHosting {
    let window = try await self.openLoadedWindow(sourceLocation: sourceLocation)
    try await self.selectTheKangaroo(in: window, sourceLocation: sourceLocation)
    self.click("detail-delete", in: window, sourceLocation: sourceLocation)
    try await self.waitUntil("the confirmation opens", sourceLocation: sourceLocation) { self.exists("delete-confirmation", in: window) }
    return window
  }

  /// Opens a window and waits until it shows the categories.
  func openLoadedWindow(sourceLocation: SourceLocation = #_sourceLocation) async throws -> any WindowHosting {
    let window = self.app.openWindow()
    try await self.waitUntil("the categories are loaded", sourceLocation: sourceLocation) {
      self.rowKeys("categories-list", in: window).count == 6 && self.store.state.animals.status == .success
    }
    return window
  }

  /// Selects the empty category `category`, clicks its add button and waits until the editor is open.
  func openEditor(inEmptyCategory category: String, in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    self.select(category, inList: "categories-list", in: window, sourceLocation: sourceLocation)
    try await self.waitUntil("the empty category shows its add button", sourceLocation: sourceLocation) {
      self.exists("empty-add-animal", in: window)
    }
    self.click("empty-add-animal", in: window)
    try await self.waitUntil("the editor opens", sourceLocation: sourceLocation) { self.exists("editor", in: window) }
  }

  // MARK: Reading widgets

  func mounted(_ name: String, in window: any WindowHosting) -> MountedView<GtkWidgetPointer>? {
    window.root?.find(name: name)
  }

  func widget(_ name: String, in window: any WindowHosting) -> GtkWidgetPointer? {
    self.mounted(name, in: window)?.widget
  }

  func exists(_ name: String, in window: any WindowHosting) -> Bool {
    self.mounted(name, in: window) != nil
  }

  func text(_ name: String, in window: any WindowHosting) -> String? {
    guard let mounted = self.mounted(name, in: window) else { return nil }
    switch mounted.kind {
    case .label: return cgtk_label_get_text(mounted.widget).map { String(cString: $0) }
    case .button: return cgtk_button_get_label(mounted.widget).map { String(cString: $0) }
    case .entry, .entryRow: return String(cString: cgtk_editable_get_text(mounted.widget))
    case .statusPage: return cgtk_adw_status_page_get_description(mounted.widget).map { String(cString: $0) }
    default: return nil
    }
  }

  func isSensitive(_ name: String, in window: any WindowHosting) -> Bool? {
    self.widget(name, in: window).map { cgtk_widget_get_sensitive($0) != 0 }
  }

  /// The row keys the list widget's model holds.
  func rowKeys(_ name: String, in window: any WindowHosting) -> [String] {
    guard let list = self.widget(name, in: window), let statistics = ListInspection.statistics(of: list) else { return [] }
    return (0 ..< statistics.rowCount).compactMap { ListInspection.key(of: list, at: $0) }
  }

  /// The names of the animals the window's animal list shows, in order.
  func animalNames(in window: any WindowHosting) -> [String] {
    (self.mounted("animals-list", in: window)?.view.rows as? ListItems<Animal>)?.items.map(\.name) ?? []
  }

  // MARK: Acting as the user

  func click(_ name: String, in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let button = self.widget(name, in: window) else {
      Issue.record("no widget named \(name)", sourceLocation: sourceLocation)
      return
    }
    #expect(cgtk_widget_get_sensitive(button) != 0, "\(name) is disabled", sourceLocation: sourceLocation)
    cgtk_emit_clicked(button)
  }

  func select(_ rowKey: String, inList name: String, in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let list = self.widget(name, in: window), let position = self.rowKeys(name, in: window).firstIndex(of: rowKey) else {
      Issue.record("no row \(rowKey) in \(name)", sourceLocation: sourceLocation)
      return
    }
    ListInspection.selectAsUser(list, position: position)
  }

  func type(_ text: String, into name: String, in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let entry = self.widget(name, in: window) else {
      Issue.record("no entry named \(name)", sourceLocation: sourceLocation)
      return
    }
    cgtk_editable_set_text(entry, text)
  }

  func choose(_ choice: String, in name: String, in window: any WindowHosting, choices: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let dropDown = self.widget(name, in: window), let index = choices.firstIndex(of: choice) else {
      Issue.record("no choice \(choice) in \(name)", sourceLocation: sourceLocation)
      return
    }
    if self.mounted(name, in: window)?.kind == .comboRow {
      cgtk_adw_combo_row_set_selected(dropDown, UInt32(index))
    } else {
      cgtk_drop_down_set_selected(dropDown, UInt32(index))
    }
  }

  /// Presses the response button labelled `label` of the message dialog named `name`.
  func respond(_ label: String, in name: String, in window: any WindowHosting, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let dialog = self.widget(name, in: window), let button = cgtk_find_button(dialog, label) else {
      Issue.record("no response \(label) in \(name)", sourceLocation: sourceLocation)
      return
    }
    cgtk_emit_clicked(button)
  }
}
