//  FrameAlignedRenderTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import ImmutableData
import ImmutableUI
import Testing

extension GtkSuite {
/// With a scheduler that renders on display frames, a window renders once per frame, in the frame clock's
/// update phase, however many turns changed the state since the last frame; without frames (hidden), in the turn.
@MainActor @Suite
struct FrameAlignedRenderTests {
  static let count = Selection<Int, Int, Int> { $0 }

  @Sendable nonisolated static func add(state: Int, action: Int) -> Int {
    state + action
  }

  let store = Store(initialState: 0, reducer: Self.add)
  let scheduler = ManualScheduler(rendersOnDisplayFrames: true)
  let app: GtkApp<Int, Int>

  init() {
    self.app = GtkApp(
      id: "org.immutabledata.FrameAlignedRenderTests",
      provider: StoreProvider(store: self.store, scheduler: self.scheduler),
      scene: WindowScene(body: Self.body)
    )
    _ = self.app.startWithoutApplication()
  }

  static func body(_ context: WindowContext<Int, Int, Void>) -> View {
    .window(title: "Frames", width: 200, height: 100) {
      View.label("\(context.select(Self.count))").name("count")
    }
  }

  /// Runs the GLib loop (frames included) until `done`, for at most five seconds.
  func spin(until done: () -> Bool) {
    let deadline = ContinuousClock.now + .seconds(5)
    while !done() && ContinuousClock.now < deadline {
      self.scheduler.runPending()
      if MainLoop.runPendingEvents() == 0 {
        usleep(1_000)
      }
    }
  }

  @Test func aThousandTurnsBeforeAFrameRenderOnceAtTheFrame() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.settle { self.scheduler.runPending() }
    let rendersBefore = window.renderCount

    for _ in 0 ..< 1_000 {
      try self.store.dispatch(action: 1)
      self.scheduler.runPending()  // one turn: the flush marks the window, which waits for its frame
    }
    #expect(window.renderCount == rendersBefore)
    #expect(GtkTestSupport.labelText("count", in: window) == "0")

    self.spin { window.renderCount > rendersBefore }
    #expect(window.renderCount == rendersBefore + 1)
    #expect(GtkTestSupport.labelText("count", in: window) == "1000")
  }

  @Test func aWindowWithoutFramesRendersInTheTurn() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    GtkTestSupport.settle { self.scheduler.runPending() }
    let root = try #require(window.root?.widget)
    cgtk_widget_set_visible(root, 0)
    defer { cgtk_widget_set_visible(root, 1) }
    let rendersBefore = window.renderCount

    try self.store.dispatch(action: 5)
    self.scheduler.runPending()
    #expect(window.renderCount == rendersBefore + 1)
    #expect(GtkTestSupport.labelText("count", in: window) == "5")
  }
}
}
