//  AnimalsDialogAndToastTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// The Animals editor and confirmation close with Escape and name every control; a delete leaves a toast
/// whose Undo brings the animal back.
@MainActor @Suite struct AnimalsDialogAndToastTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory(prefix: "animals-toast-tests")
  }

  @Test func theToastOfADeleteUndoesIt() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openDeleteConfirmationOfTheKangaroo()
    harness.respond("Delete", in: "delete-confirmation", in: window)

    let overlay = try #require(harness.widget("content", in: window))
    try await harness.waitUntil("the kangaroo is gone and Undo is possible") {
      !harness.animalNames(in: window).contains("Red kangaroo") && window.isActionEnabled("undo") == true
    }
    #expect(AdwaitaExtras.of(overlay).toast != nil)
    #expect(harness.mounted("content", in: window)?.view.properties[.toast].flatMap {
      if case .toast(let toast) = $0 { toast.title } else { nil }
    } == "Deleted Red kangaroo")
    let undo = try #require(cgtk_find_button(overlay, "Undo"))
    cgtk_emit_clicked(undo)
    try await harness.waitUntil("the kangaroo is back and the toast gone") {
      harness.animalNames(in: window).contains("Red kangaroo") && harness.mounted("content", in: window)?.view.properties[.toast] == nil
    }
    #expect(harness.store.state.animals.data["Kangaroo"] == SampleData.animals.first { $0.animalId == "Kangaroo" })
  }

  @Test func escapeClosesTheEditorAndTheConfirmation() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    harness.click("add-animal", in: window)
    try await harness.waitUntil("the editor opens") { harness.exists("editor", in: window) }
    let editor = try #require(harness.widget("editor", in: window))
    #expect(AccessibilityAudit.unnamedControls(in: try #require(window.root?.view)) == [])
    #expect(cgtk_deliver_shortcut(editor, UInt32(GDK_KEY_Escape)) != 0)
    try await harness.waitUntil("the editor closes") { !harness.exists("editor", in: window) }

    #expect(window.activateAction("reload-sample-data"))
    try await harness.waitUntil("the confirmation opens") { harness.exists("reload-confirmation", in: window) }
    let alert = try #require(harness.widget("reload-confirmation", in: window))
    #expect(AccessibilityAudit.unnamedControls(in: try #require(window.root?.view)) == [])
    // AdwMessageDialog binds Escape to window.close, which answers with the close response (Cancel).
    #expect(cgtk_widget_activate_action(alert, "window.close") != 0)
    try await harness.waitUntil("the confirmation closes") { !harness.exists("reload-confirmation", in: window) }
    #expect(harness.store.state.animals.data.count == SampleData.animals.count)
  }

  /// The Escape key itself (the dialog's own key binding), not only the action it runs.
  @Test func theEscapeKeyCancelsTheDeleteConfirmation() async throws {
    let harness = AnimalsTestHarness(directory: self.directory.url)
    defer { harness.quit() }
    let window = try await harness.openDeleteConfirmationOfTheKangaroo()
    let alert = try #require(harness.widget("delete-confirmation", in: window))
    #expect(cgtk_deliver_shortcut(alert, UInt32(GDK_KEY_Escape)) != 0)
    try await harness.waitUntil("the confirmation closes") { !harness.exists("delete-confirmation", in: window) }
    #expect(harness.animalNames(in: window).contains("Red kangaroo"))
    #expect(harness.store.state.animals.data["Kangaroo"] != nil)
  }
}
}
