//  QuakesGermanFormatsTests.swift

import AppShell
import CGtk
import Foundation
import Localization
import QuakesData
import Testing

extension GtkSuite {
/// Quakes on a German desktop writes dates, counts and measures as Germany does ("16. Feb. 2019",
/// "1.304 insgesamt", "4,5"), not as Foundation's "en_001" (run under Xvfb).
@MainActor @Suite
struct QuakesGermanFormatsTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  @Test func quakesInGermanWritesGermanDatesAndNumbers() async throws {
    let german = try GermanCatalog()
    defer { german.end(); try? FileManager.default.removeItem(at: self.directory) }
    let fixture = QuakesGtkFixture(dataDirectory: self.directory, feed: QuakesGtkFixture.fixtures.appendingPathComponent("1.0_week.geojson"))
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.label("total", in: window) == "1.304 insgesamt" })
    #expect(fixture.title(of: window) == "Erdbeben")

    let date = try #require(window.root?.find(name: "date")?.widget)
    let day = try #require(fixture.store.state.quakes.values.map(\.time).max())
    let germany = Locale(identifier: "de_DE")
    #expect(cgtk_menu_button_get_label(date).map { String(cString: $0) } == QuakeTimeFormat.day(QuakeDay(day, calendar: QuakesGtkFixture.utc), locale: germany))
    #expect(cgtk_menu_button_get_label(date).map { String(cString: $0) }?.hasSuffix("Feb. 2019") == true)

    let key = try #require(fixture.rowKeys(in: window).first)
    let quake = try #require(fixture.store.state.quakes[key])
    fixture.selectRow(0, in: window)
    let magnitude = try #require(fixture.label("details-magnitude", in: window))
    #expect(magnitude == quake.magnitude.formatted(.number.precision(.fractionLength(1)).locale(germany)))
    #expect(magnitude.contains(","))
    #expect(fixture.label("details-time", in: window) == QuakeTimeFormat.complete(quake.time, locale: germany))
    #expect(fixture.label("details-time", in: window)?.contains("Februar 2019") == true)
    #expect(fixture.label("details-coordinates", in: window)?.contains(",") == true)
  }
}
}
