//  QuakesSortMenuTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import QuakesData
import QuakesUI
import Testing

extension GtkSuite {
/// Quakes' Sort menu: one radio action per window whose state is the window's order (run under Xvfb).
@MainActor @Suite
struct QuakesSortMenuTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  @Test func radioSortActionsReflectTheStateInEveryWindow() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let first = fixture.app.openWindow()
    let second = fixture.app.openWindow()
    defer { first.close(); second.close(); fixture.listener.stop() }
    #expect(await fixture.refresh(first, expectingTotal: 158))
    fixture.settle()
    #expect(first.actionState("sort") == "oldest-first")
    #expect(second.actionState("sort") == "oldest-first")

    #expect(first.activateAction("sort::largest-first"))
    fixture.settle()
    #expect(first.actionState("sort") == "largest-first")
    #expect(second.actionState("sort") == "oldest-first", "each window keeps its own order")
    let quakes = fixture.store.state.quakes
    let magnitudes = fixture.rowKeys(in: first).map { quakes[$0]!.magnitude }
    #expect(magnitudes == magnitudes.sorted(by: >))

    #expect(second.activateAction("sort::newest-first"))
    fixture.settle()
    #expect(second.actionState("sort") == "newest-first")
    #expect(first.actionState("sort") == "largest-first")
    let times = fixture.rowKeys(in: second).map { quakes[$0]!.time }
    #expect(times == times.sorted(by: >))
    _ = second.activateAction("sort::sideways")
    fixture.settle()
    #expect(second.actionState("sort") == "newest-first", "a choice the menu does not offer changes nothing")

    // Radio items: each names the action with its value, worded for people.
    guard case .menu(let menu)? = first.root?.find(name: "sort-menu")?.view.properties[.menu] else {
      Issue.record("no sort menu")
      return
    }
    let items = menu.sections.flatMap(\.items)
    #expect(items.map(\.label) == ["Newest First", "Oldest First", "Largest First", "Smallest First"])
    #expect(items.map(\.action) == ["sort::newest-first", "sort::oldest-first", "sort::largest-first", "sort::smallest-first"])
  }
}
}
