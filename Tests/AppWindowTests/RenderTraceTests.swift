//  RenderTraceTests.swift

import ImmutableUI
import Testing

@testable import StoreInspector

/// How the inspector's render trace attributes flushes, renders and paints to recorded actions.
@MainActor @Suite
struct RenderTraceTests {
  let window = WindowRenderTrace(window: "W", bodyRan: true, components: ["Row"], widgetOperations: 2, duration: .microseconds(50), windowID: ObjectIdentifier(RenderTraceTests.self))
  let selection = SelectionTrace(place: "A.swift:1:1", recomputed: true, changed: true, changedDependencies: ["B.swift:2"], duration: .microseconds(3))

  @Test func actionsOfOneTurnShareAReportAndTheNextActionStartsAnother() {
    let trace = RenderTrace()
    trace.didRecord(id: 1)
    trace.didRecord(id: 2)
    trace.didFlush([self.selection])
    trace.didRender(self.window)
    trace.didPaint(windowID: self.window.windowID, frame: 7, layoutAndPaint: .milliseconds(2))
    trace.didRecord(id: 3)
    #expect(trace.report(for: 1)?.actionIDs == [1, 2])
    #expect(trace.report(for: 2) == trace.report(for: 1))
    #expect(trace.report(for: 1)?.selections == [self.selection])
    #expect(trace.report(for: 1)?.windows.first?.frame == 7)
    #expect(trace.report(for: 1)?.paintedAfter != nil)
    #expect(trace.report(for: 1)?.windows.first?.paintWork == .microseconds(2_050))
    #expect(trace.report(for: 3)?.actionIDs == [3])
    #expect(trace.report(for: 3)?.windows.isEmpty == true)
    #expect(trace.openIDs == [3])
  }

  @Test func whatWindowsDoDuringAPreviewIsNoActionsCost() {
    let trace = RenderTrace()
    trace.didRecord(id: 1)
    trace.didFlush([])
    trace.stopAttributing()
    trace.didRender(self.window)
    trace.didPaint(windowID: self.window.windowID, frame: 1, layoutAndPaint: .milliseconds(2))
    #expect(trace.report(for: 1)?.windows.isEmpty == true)
    #expect(trace.openIDs.isEmpty)
  }

  @Test func aPaintGoesToTheWindowsLastUnpaintedRenderAndASlowOneIsMarked() {
    var report = RenderReport(actionIDs: [1], dispatchedAt: .now)
    // Slow is the work (selectors, render, layout, paint), not the wait for the next frame.
    report.windows = [RenderReport.Window(render: self.window, paintedAfter: .milliseconds(30), paintWork: .milliseconds(20), frame: 3)]
    #expect(report.isSlow)
    report.windows[0].paintWork = .milliseconds(9)
    #expect(!report.isSlow)
    #expect(report.workDuration == .milliseconds(9))
    let trace = RenderTrace()
    trace.didRecord(id: 1)
    trace.didPaint(windowID: self.window.windowID, frame: 1, layoutAndPaint: .milliseconds(2))
    #expect(trace.report(for: 1)?.windows.isEmpty == true)
  }

  @Test func atMostLimitReportsAreKept() {
    let trace = RenderTrace(limit: 2)
    for id in 1 ... 3 {
      trace.didRecord(id: id)
      trace.didFlush([])
    }
    #expect(trace.report(for: 1) == nil)
    #expect(trace.report(for: 2) != nil && trace.report(for: 3) != nil)
    trace.clear()
    #expect(trace.report(for: 3) == nil)
  }

  /// Dropping many reports keeps the newest `limit` (the order of reports is compacted now and then).
  @Test func manyReportsDropTheOldest() {
    let trace = RenderTrace(limit: 3)
    for id in 1 ... 20 {
      trace.didRecord(id: id)
      trace.didFlush([])
    }
    #expect((1 ... 17).allSatisfy { trace.report(for: $0) == nil })
    #expect((18 ... 20).allSatisfy { trace.report(for: $0)?.actionIDs == [$0] })
  }
}
