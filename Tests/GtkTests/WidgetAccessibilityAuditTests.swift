//  WidgetAccessibilityAuditTests.swift

import AnimalsData
import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GalleryData
import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// Every control of the real widget trees has a name a screen reader reads, the inner parts of the
/// widgets the framework composes included: a split button's two buttons, a toast's close button, the
/// list of a group of rows (GTK 4.8 reads them as "GtkImage", "GtkMenuButton" and "GtkListBox").
@MainActor @Suite
struct WidgetAccessibilityAuditTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "widget-audit-tests")
    _ = cgtk_init_check()
  }

  private static func cast<Widget>(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<Widget> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Widget.self)
  }

  private static func audit(_ window: any WindowHosting) throws -> [String] {
    WidgetAccessibilityAudit.unnamedControls(under: try #require(window.root?.widget))
  }

  // MARK: The audit finds what GTK leaves unnamed

  @Test func anUnnamedSplitButtonsPartsAreFound() {
    let split = adw_split_button_new()!
    g_object_ref_sink(split)
    defer { g_object_unref(split) }
    adw_split_button_set_icon_name(OpaquePointer(split), "view-refresh-symbolic")
    let problems = WidgetAccessibilityAudit.unnamedControls(under: split)
    #expect(problems.count == 3, "the button, the arrow and the arrow's toggle: \(problems)")
    #expect(problems.contains { $0.hasSuffix("AdwSplitButton > GtkButton (a button) has no name") })
    #expect(problems.contains { $0.contains("GtkMenuButton") })
  }

  @Test func anUnnamedGroupsListIsFound() {
    let group = adw_preferences_group_new()!
    g_object_ref_sink(group)
    defer { g_object_unref(group) }
    adw_preferences_group_add(Self.cast(group), adw_action_row_new())
    let problems = WidgetAccessibilityAudit.unnamedControls(under: group)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.contains("GtkListBox (a list) has no name") == true)
  }

  @Test func anUnnamedToastCloseButtonIsFound() {
    let overlay = adw_toast_overlay_new()!
    let window = cgtk_window_new()!
    defer { cgtk_window_destroy(window) }
    gtk_window_set_child(Self.cast(window), overlay)
    adw_toast_overlay_add_toast(OpaquePointer(overlay), adw_toast_new("News"))
    let problems = WidgetAccessibilityAudit.unnamedControls(under: overlay)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.contains("AdwToastWidget") == true)
  }

  @Test func namedControlsPass() {
    let button = cgtk_button_new()!
    g_object_ref_sink(button)
    defer { g_object_unref(button) }
    gtk_button_set_icon_name(Self.cast(button), "list-add-symbolic")
    #expect(WidgetAccessibilityAudit.unnamedControls(under: button).count == 1)
    cgtk_accessible_set_label(button, "Add")
    #expect(WidgetAccessibilityAudit.unnamedControls(under: button) == [])
    gtk_button_set_label(Self.cast(button), "Add")
    cgtk_accessible_set_label(button, "")
    #expect(WidgetAccessibilityAudit.unnamedControls(under: button) == [], "a button with a text label is named by it")
  }

  // MARK: The apps' windows name everything

  @Test func counterAndItsInspector() throws {
    let counter = CounterGtkFixture()
    let window = counter.app.openWindow()
    defer { window.close() }
    counter.app.openInspector()
    let inspector = try #require(counter.app.inspector?.window)
    defer { inspector.close() }
    #expect(try Self.audit(window) == [])
    #expect(try Self.audit(inspector) == [])
  }

  @Test func animalsWithItsDetailEditorAndToast() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    try await harness.selectTheKangaroo(in: window)
    #expect(try Self.audit(window) == [])
    harness.click("detail-edit", in: window)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
    let editor = try #require(harness.widget("editor", in: window))
    #expect(WidgetAccessibilityAudit.unnamedControls(under: editor) == [])
    harness.click("editor-cancel", in: window)
    try await harness.waitUntil("the editor closes") { !harness.exists("editor", in: window) }
    harness.click("detail-delete", in: window)
    try await harness.waitUntil("the confirmation opens") { harness.exists("delete-confirmation", in: window) }
    harness.respond("Delete", in: "delete-confirmation", in: window)
    try await harness.waitUntil("the toast shows") { harness.store.state.animals.data["Kangaroo"] == nil }
    #expect(try Self.audit(window) == [])
  }

  @Test func quakesWithItsToast() async throws {
    let directory = QuakesGtkFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let quakes = QuakesGtkFixture(dataDirectory: directory)
    defer { quakes.listener.stop() }
    let window = quakes.app.openWindow()
    defer { window.close() }
    #expect(await quakes.refresh(window, expectingTotal: 158))
    quakes.selectRow(0, in: window)
    #expect(try Self.audit(window) == [])
  }

  @Test func everyGalleryPage() throws {
    let gallery = GalleryGtkFixture()
    let window = gallery.app.openWindow()
    defer { window.close() }
    for section in GallerySection.allCases {
      try gallery.store.dispatch(action: .selectSection(section))
      gallery.scheduler.runPending()
      let problems = try Self.audit(window)
      #expect(problems == [], "section \(section)")
    }
  }
}
}
