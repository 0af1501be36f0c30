//  InspectorRenderTraceTests.swift

import AppShell
import AppTesting
import CounterData
import CounterUI
import ImmutableUI
import Testing

/// "Why did this render": while the inspector is open, each recorded action shows the selections its
/// flush visited (and which changed), the windows that rendered (body, components, widget operations)
/// and, on a display, the frame that painted them against the 16 ms budget. With no display and on GTK.
@MainActor @Suite(.serialized)
struct InspectorRenderTraceTests {
  @Test(arguments: WindowTest.displays)
  func anActionShowsWhatItMadeTheWindowDo(on display: WindowTest.Display) throws {
    let session = try CounterInspectorSession(on: display, clicking: ["Increment"])
    defer { session.close() }
    let (window, inspector) = (session.window, session.inspector)
    try window.click("Increment")
    window.settle()
    inspector.settle()

    let rows = inspector.controls.filter { $0.role == .listItem }.compactMap(\.name)
    try #require(rows.count == 2)
    try inspector.choose(rows[0])
    #expect(inspector.shows("Not traced: what an action makes the windows do is recorded while the inspector is open."))
    try inspector.choose(rows[1])
    #expect(inspector.shows("Why did this render"))
    let texts = inspector.texts
    #expect(texts.contains { $0.hasPrefix("changed: CounterUI/") })
    #expect(texts.contains { $0.hasPrefix("Window “Counter”: its body ran;") && $0.contains("; 1 widget operation;") })
    #expect(texts.contains { $0.hasPrefix("Reducer ") })
    if display == .gtk {
      #expect(texts.contains { $0.contains("painted") && $0.contains("in frame") })
      #expect(texts.contains { $0.hasPrefix("On screen ") && $0.hasSuffix(" after the dispatch (with the wait for the next frame).") })
    } else {
      #expect(!texts.contains { $0.contains("in frame") })
    }
    #expect(texts.contains { $0.hasPrefix("The work took ") || $0.hasPrefix("Slow: the work took ") })
  }

  /// Closing the inspector stops the tracing: the app's provider measures nothing again.
  @Test func closingTheInspectorStopsTracing() throws {
    let scheduler = ManualScheduler()
    let app = CounterApp.make(store: CounterApp.makeStore(), scheduler: scheduler)
    let window = try WindowTest(opening: app, scheduler: scheduler, on: .none)
    defer { window.window.close() }
    #expect(app.provider.tracer == nil)
    app.openInspector()
    #expect(app.provider.tracer != nil)
    app.inspector?.window?.close()
    #expect(app.provider.tracer == nil)
  }
}
