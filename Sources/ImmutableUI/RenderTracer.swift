//  RenderTracer.swift

/// Told what each flush and each window render did, for a tool that explains renders (the inspector's
/// "why did this render"). Set on a `StoreProvider`; with none, nothing is measured.
///
/// ```swift
/// final class RenderLog : RenderTracer {
///   func didFlush(_ selections: [SelectionTrace]) { print(selections.filter(\.changed).map(\.place)) }
///   func didRender(_ window: WindowRenderTrace) { print(window.window, window.widgetOperations) }
///   func didPaint(windowID: ObjectIdentifier, frame: Int, layoutAndPaint: Duration) {}
/// }
/// provider.tracer = RenderLog()
/// ```
@MainActor public protocol RenderTracer : AnyObject {
  /// A flush visited these subscriptions (those its filters and dependencies ruled out are not listed).
  func didFlush(_ selections: [SelectionTrace])
  /// A window rendered.
  func didRender(_ window: WindowRenderTrace)
  /// The window `windowID` painted its last render in frame `frame` of its frame clock, whose layout and
  /// paint took `layoutAndPaint`.
  func didPaint(windowID: ObjectIdentifier, frame: Int, layoutAndPaint: Duration)
}

/// What one subscription did in a flush.
public struct SelectionTrace : Hashable, Sendable {
  /// Where its selection is declared ("CounterUI/CounterWindow.swift:12:20"), or "a subscription".
  public var place: String
  /// Whether its output selector ran (a dependency changed, or it has none).
  public var recomputed: Bool
  /// Whether its output changed: the views reading it render again.
  public var changed: Bool
  /// Where the dependencies that changed are declared.
  public var changedDependencies: [String]
  /// Time in its selectors (dependencies and output).
  public var duration: Duration

  /// What a subscription declared at `place` did in a flush.
  public init(place: String, recomputed: Bool, changed: Bool, changedDependencies: [String], duration: Duration) {
    self.place = place
    self.recomputed = recomputed
    self.changed = changed
    self.changedDependencies = changedDependencies
    self.duration = duration
  }
}

/// What one window render did.
public struct WindowRenderTrace : Hashable, Sendable {
  /// The window's title.
  public var window: String
  /// Whether the window's own body ran (its selections or its local state changed).
  public var bodyRan: Bool
  /// The component types whose bodies ran, in the order they ran.
  public var components: [String]
  /// Widgets made, changed, moved or removed, and list updates.
  public var widgetOperations: Int
  /// Time from the start of the render to the widgets updated.
  public var duration: Duration
  /// Numbers the window among the app's windows, so a later paint finds its render.
  public var windowID: ObjectIdentifier

  /// What the render of window `window` (its title) did.
  public init(window: String, bodyRan: Bool, components: [String], widgetOperations: Int, duration: Duration, windowID: ObjectIdentifier) {
    self.window = window
    self.bodyRan = bodyRan
    self.components = components
    self.widgetOperations = widgetOperations
    self.duration = duration
    self.windowID = windowID
  }
}
