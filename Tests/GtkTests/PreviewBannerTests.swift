//  PreviewBannerTests.swift

import AppShell
import CGtk
import CounterData
import CounterUI
import GtkWidgets
import ImmutableUI
import Testing

extension GtkSuite {
/// Time travel is visible: while the inspector previews a past state, every app window says so (run under Xvfb).
@MainActor @Suite
struct PreviewBannerTests {
  let counter = CounterGtkFixture()

  @Test func theBannerShowsDuringTimeTravelAndBackToPresentEndsIt() throws {
    let first = self.counter.app.openWindow()
    let second = self.counter.app.openWindow()
    defer { first.close(); second.close() }
    self.counter.app.openInspector()
    let inspector = try #require(self.counter.app.inspector?.window)
    defer { inspector.close() }
    for _ in 0 ..< 3 {
      try self.counter.store.dispatch(action: .didTapIncrement)
    }
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(GtkTestSupport.widget("preview-banner", in: first) == nil)

    let list = try #require(GtkTestSupport.widget("actions", in: inspector))
    ListInspection.selectAsUser(list, position: 1)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    GtkTestSupport.click("jump", in: inspector)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(self.counter.store.isPreviewing)
    for window in [first, second] {
      #expect(GtkTestSupport.labelText("preview-text", in: window) == "Showing the app as it was after action 2 of 3")
      #expect(GtkTestSupport.labelText("value", in: window) == "Value: 2")
    }

    GtkTestSupport.click("back-to-present", in: second)
    GtkTestSupport.settle { self.counter.scheduler.runPending() }
    #expect(!self.counter.store.isPreviewing)
    for window in [first, second] {
      #expect(GtkTestSupport.widget("preview-banner", in: window) == nil)
      #expect(GtkTestSupport.labelText("value", in: window) == "Value: 3")
    }
  }
}
}
