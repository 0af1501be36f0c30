//  QuakesDeleteTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
@testable import GtkWidgets
import QuakesData
import Testing

extension GtkSuite {
/// What Quakes deletes may be gone from the USGS feeds for good: Delete All asks first, and Delete
/// Selected leaves a toast whose Undo puts the quake back in the window and in the cache.
@MainActor @Suite
struct QuakesDeleteTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  private func respond(_ label: String, in window: any WindowHosting) throws {
    let dialog = try #require(GtkTestSupport.widget("delete-all-confirmation", in: window))
    cgtk_emit_clicked(try GtkTestSupport.required(cgtk_find_button(dialog, label)))
  }

  @Test func deleteAllAsksAndCancelKeepsEveryQuake() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    #expect(window.activateAction("delete-all"))
    fixture.settle()
    let dialog = try #require(window.root?.find(name: "delete-all-confirmation")?.view)
    #expect(dialog.properties[.title] == .string("Delete All Earthquakes?"))
    #expect(dialog.properties[.body]?.string?.hasPrefix("All 158 earthquakes kept on this computer will be deleted.") == true)
    guard case .responses(let responses)? = dialog.properties[.responses] else { throw CancellationError() }
    #expect(responses.responses.map(\.label) == ["Cancel", "Delete"])
    #expect(responses.responses.last?.appearance == .destructive)
    #expect(responses.defaultResponse == "cancel" && responses.closeResponse == "cancel")
    #expect(fixture.store.state.quakes.count == 158, "nothing is deleted before the answer")

    try self.respond("Cancel", in: window)
    fixture.settle()
    #expect(window.root?.find(name: "delete-all-confirmation") == nil)
    #expect(fixture.label("total", in: window) == "158 total")
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 158 })

    #expect(window.activateAction("delete-all"))
    fixture.settle()
    try self.respond("Delete", in: window)
    fixture.settle()
    #expect(window.root?.find(name: "delete-all-confirmation") == nil)
    #expect(fixture.store.state.quakes.isEmpty)
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 0 })
  }

  @Test func theToastOfDeleteSelectedUndoesIt() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(window, expectingTotal: 158))
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 158 })
    let key = try #require(fixture.rowKeys(in: window).dropFirst(3).first)
    let quake = try #require(fixture.store.state.quakes[key])
    fixture.selectRow(3, in: window)
    #expect(window.activateAction("delete-selected"))
    fixture.settle()
    #expect(fixture.label("total", in: window) == "157 total")
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 157 })
    let overlay = try #require(GtkTestSupport.widget("content", in: window))
    #expect(AdwaitaExtras.of(overlay).toast != nil)
    #expect(window.root?.find(name: "content")?.view.properties[.toast].flatMap {
      if case .toast(let toast) = $0 { toast.title } else { nil }
    } == "Deleted \(quake.name)")

    cgtk_emit_clicked(try GtkTestSupport.required(cgtk_find_button(overlay, "Undo")))
    fixture.settle()
    #expect(fixture.label("total", in: window) == "158 total")
    #expect(fixture.store.state.quakes[key] == quake)
    #expect(fixture.title(of: window) == quake.name, "the quake is selected again")
    #expect(await fixture.eventually { (try? await fixture.cache.count()) == 158 })
    #expect(window.isActionEnabled("undo-delete") == false, "one delete is undone once")
  }
}
}
