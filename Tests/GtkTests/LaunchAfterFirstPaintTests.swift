//  LaunchAfterFirstPaintTests.swift
//  Under `run`, an app's launch work (`onLaunch`) starts once its first window painted a frame, so
//  loading a large cache on both cores no longer delays the window (run under Xvfb).

@testable import AppShell
import CGtk
import Foundation
import GtkWidgets
import Testing

extension GtkSuite {
@MainActor @Suite
struct LaunchAfterFirstPaintTests {
  let counter = CounterGtkFixture()

  @Test func theWorkWaitsForTheWindowsFirstPaintedFrame() {
    let window = self.counter.app.openWindow()
    defer { window.close() }
    var painted = false
    var paintedBeforeLaunch: Bool?
    _ = window.surface.onNextPaint { _, _ in painted = true }
    RunOnce.afterFirstPaint(of: window) { paintedBeforeLaunch = painted }
    #expect(paintedBeforeLaunch == nil, "the work ran before the window was painted")
    // A paint is an event: the GLib loop runs until it came (a deadline, not a pause).
    let deadline = ContinuousClock.now + .seconds(10)
    while paintedBeforeLaunch == nil && ContinuousClock.now < deadline {
      g_main_context_iteration(nil, 1)
    }
    #expect(paintedBeforeLaunch == true)
  }

  @Test func aWindowThatIsNeverPaintedRunsTheWorkAtOnce() {
    let window = self.counter.app.openRecordedWindow()
    defer { window.close() }
    var ran = false
    RunOnce.afterFirstPaint(of: window) { ran = true }
    #expect(ran)
  }
}
}
