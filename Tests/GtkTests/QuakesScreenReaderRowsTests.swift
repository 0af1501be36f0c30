//  QuakesScreenReaderRowsTests.swift

import AppShell
import CGtk
import Foundation
import GtkWidgets
import Testing

extension GtkSuite {
/// After a search, a screen reader reads only rows the list shows: GTK keeps rows bound off screen, and
/// those still holding rows from before the search ("4km WSW of Volcano, Hawaii" after "alaska", 33 of 68
/// did) are hidden from it until they are shown and patched.
@MainActor @Suite
struct QuakesScreenReaderRowsTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  /// The texts of each row a screen reader is shown (GTK's row widgets, the list view's children).
  private static func rowsReadToScreenReaders(in list: GtkWidgetPointer) -> [[String]] {
    var rows: [[String]] = []
    var child = cgtk_widget_get_first_child(list)
    while let row = child {
      if cgtk_widget_get_visible(row) != 0, cgtk_accessible_is_hidden(row) == 0 {
        rows.append(ListStaleRowTests.textsReadToScreenReaders(in: row))
      }
      child = cgtk_widget_get_next_sibling(row)
    }
    return rows
  }

  @Test func aSearchLeavesNoRowOfTheOldListToScreenReaders() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let quakes = QuakesGtkFixture(dataDirectory: self.directory)
    let window = quakes.app.openWindow()
    defer { window.close(); quakes.listener.stop() }
    #expect(await quakes.refresh(window, expectingTotal: 158))
    GtkTestSupport.settle { quakes.settle() }
    let list = try #require(GtkTestSupport.widget("quake-list", in: window))
    #expect(Self.rowsReadToScreenReaders(in: list).count > 20)

    quakes.search("alaska", in: window)
    GtkTestSupport.settle { quakes.settle() }
    let matches = quakes.rowKeys(in: window).count
    #expect(matches > 20 && matches < 158)
    let read = Self.rowsReadToScreenReaders(in: list)
    #expect(read.count >= 10 && read.count <= matches, "\(read.count) rows read of \(matches)")
    let stale = read.filter { texts in !texts.contains { $0.contains("Alaska") } }
    #expect(stale == [], "rows of the old list read to screen readers")
  }
}
}
