//  QuakesColorSchemeTests.swift

import AppShell
import DeclarativeViews
import Foundation
import QuakesData
@testable import QuakesUI
import Testing

extension GtkSuite {
/// The map follows libadwaita's colour scheme: a switch re-renders it in the other palette (run under Xvfb).
@MainActor @Suite
struct QuakesColorSchemeTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  /// What the mounted map draws now, recorded.
  private func firstPaint(of window: any WindowHosting) throws -> RecordingCanvas.Operation? {
    let map = try #require(window.root?.find(name: "map"))
    guard case .draw(let draw)? = map.view.handlers[.draw] else { return nil }
    let canvas = RecordingCanvas(width: 400, height: 200)
    draw(canvas)
    return canvas.operations.first
  }

  @Test func switchingTheColorSchemeReRendersTheMapColours() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    defer { ColorScheme.force(dark: nil) }
    ColorScheme.force(dark: false)
    let fixture = QuakesGtkFixture(dataDirectory: self.directory)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    fixture.settle()
    #expect(!ColorScheme.isDark)
    #expect(try self.firstPaint(of: window) == .paint(MapPalette.light.space))
    let versionBefore = window.root?.find(name: "map")?.view.properties[.drawVersion]

    ColorScheme.force(dark: true)
    GtkTestSupport.spin()
    fixture.settle()
    #expect(ColorScheme.isDark)
    #expect(try self.firstPaint(of: window) == .paint(MapPalette.dark.space))
    // A new draw version is what makes the drawing area redraw.
    #expect(window.root?.find(name: "map")?.view.properties[.drawVersion] != versionBefore)

    ColorScheme.force(dark: false)
    GtkTestSupport.spin()
    fixture.settle()
    #expect(try self.firstPaint(of: window) == .paint(MapPalette.light.space))
  }
}
}
