//  CollectionWidgetsTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// The column view and grid view on a real display: 100,000 rows, widgets only for visible ones,
/// one changed row is one model operation; a header click becomes an action and the store's order shows.
@MainActor @Suite
struct CollectionWidgetsTests {
  let fixture = InputsFixture()

  @Test func oneChangedRowOfAHundredThousandIsOneModelOperation() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    self.fixture.settle()
    let table = try #require(GtkTestSupport.widget("table", in: window))
    #expect(cgtk_column_view_n_columns(table) == 2)
    let before = try #require(ListInspection.statistics(of: table))
    #expect(before.rowCount == 100_000)
    #expect(before.spliceCount == 1)
    // Only cells near the visible rows are bound (two columns), not 200,000.
    #expect(before.bindCount > 0 && before.bindCount <= 500)
    #expect(ListInspection.key(of: table, at: 0) == "0")

    try self.fixture.dispatch(.rename(1, "Renamed"))
    self.fixture.settle()
    let after = try #require(ListInspection.statistics(of: table))
    #expect(after.spliceCount == before.spliceCount + 1)
    #expect(after.bindCount - before.bindCount <= 2)
    #expect(after.rowCount == 100_000)
  }

  @Test func aHeaderClickIsDispatchedOnceAndTheStoresOrderShows() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    self.fixture.settle()
    let table = try #require(GtkTestSupport.widget("table", in: window))
    #expect(ListInspection.sortOrder(of: table) == nil)
    let clicked = self.fixture.actions { cgtk_column_view_sort_as_user(table, 1, 0) }
    #expect(clicked == [.sort(TableSort(column: "magnitude", ascending: false))])
    #expect(ListInspection.sortOrder(of: table) == TableSort(column: "magnitude", ascending: false))
    // The rows arrive sorted from the store: the largest magnitude first.
    let first = try #require(ListInspection.key(of: table, at: 0))
    #expect(self.fixture.store.state.quakes.first.map { String($0.id) } == first)
    #expect(self.fixture.store.state.quakes.first?.magnitude == 8.9)

    let programmatic = try self.fixture.actions { try self.fixture.dispatch(.sort(TableSort(column: "place"))) }
    #expect(programmatic == [.sort(TableSort(column: "place"))])
    #expect(ListInspection.sortOrder(of: table) == TableSort(column: "place"))
    let unsorted = try self.fixture.actions { try self.fixture.dispatch(.sort(nil)) }
    #expect(unsorted == [.sort(nil)])
    #expect(ListInspection.sortOrder(of: table) == nil)
  }

  @Test func aGridViewBindsTilesAndReportsActivation() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    self.fixture.settle()
    let grid = try #require(GtkTestSupport.widget("grid", in: window))
    let statistics = try #require(ListInspection.statistics(of: grid))
    #expect(statistics.rowCount == 4)
    #expect(statistics.boundKeys == ["alpha", "beta", "gamma", "delta"])
    let activated = self.fixture.actions { ListInspection.activateAsUser(grid, position: 2) }
    #expect(activated == [.activateTile("gamma")])
  }
}
}
