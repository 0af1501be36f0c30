//  RenderReport.swift

import ImmutableUI

/// What one action (or the actions of one turn, coalesced) cost the app to show: the selections a
/// flush visited, the windows that rendered, and when each painted. The work (selectors, then render,
/// layout and paint) is what must fit in a 16 ms frame; the time to the screen adds the wait for the
/// next frame, which is not the app's cost.
public struct RenderReport : Hashable, Sendable {
  /// A window's render and its paint.
  public struct Window : Hashable, Sendable {
    public var render: WindowRenderTrace
    /// From the first action's dispatch to the paint of this render (nil: not painted, or no display).
    public var paintedAfter: Duration?
    /// From the start of the render to the end of its paint: render, layout and paint.
    public var paintWork: Duration?
    /// The frame of the window's frame clock that painted it.
    public var frame: Int?
  }

  /// The actions the report covers: one, or those dispatched in one turn before the views caught up.
  public var actionIDs: [Int]
  /// When the first of them was recorded.
  let dispatchedAt: ContinuousClock.Instant
  public var selections: [SelectionTrace] = []
  public var windows: [Window] = []

  /// The budget of one frame at 60 Hz.
  public static var frameBudget: Duration { .milliseconds(16) }

  /// From the dispatch to the last window painted (nil: nothing painted).
  public var paintedAfter: Duration? {
    self.windows.compactMap(\.paintedAfter).max()
  }

  /// The app's work for it: the selectors, then the longest window's render, layout and paint (its
  /// render alone when nothing painted).
  public var workDuration: Duration {
    let windows = self.windows.map { $0.paintWork ?? $0.render.duration }.max() ?? .zero
    return self.selectorDuration + windows
  }

  /// Whether the work does not fit in one frame.
  public var isSlow: Bool {
    self.workDuration > Self.frameBudget
  }

  /// Time in selectors, all selections together.
  public var selectorDuration: Duration {
    self.selections.reduce(.zero) { $0 + $1.duration }
  }
}
