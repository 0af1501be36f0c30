//  WindowHost.swift

import DeclarativeViews
import ImmutableData
import ImmutableUI

/// One open window: its local state, its selections, and the mounted view tree it reconciles on render.
/// Renders are coalesced: any number of selection changes and local updates in one turn render once.
/// Its widgets live on a `WindowSurface`, GTK's or a recorded one: the host does not know which.
@MainActor final class WindowHost<State, Action, Local> : WindowHosting where State : Sendable, Action : Sendable {
  let environment: WindowEnvironment
  private(set) var local: Local
  private let body: @MainActor (WindowContext<State, Action, Local>) -> View
  /// Where the window's widgets are.
  let surface: any WindowSurface
  /// Closed as the window closes: GTK's teardown signals then reach none of the window's handlers.
  private let gate = HandlerGate()
  /// The body's `onChange(of:)` calls: their last values and what is due after a render.
  let reactions = ChangeReactions()
  /// True while the body runs: local state must not change then.
  private(set) var isRendering = false
  /// The body must run at the next render (its selections or the local state changed); otherwise only
  /// the components that need it run, in its last description.
  private var bodyNeedsRender = true
  /// The body's last description, its components not expanded.
  private var lastBody: View?
  /// The `onChange(of:)` calls of the body, kept while it is skipped.
  private var bodyReactionSites: Set<ChangeReactions.Site> = []
  /// The window's components: their selections and last bodies.
  private(set) var components: ComponentTree<State, Action>!
  private let provider: StoreProvider<State, Action>
  private(set) var scope: SelectionScope<State, Action>!
  private var needsRender = false
  private var isRenderScheduled = false
  private(set) var renderCount = 0
  private(set) var windowActions: [WindowAction] = []
  private let refreshEverySeconds: UInt32?
  /// The name of the view to focus once it is shown; nil once focused, or once the user focused another.
  private var pendingFocus: String?
  /// The widths the window's renders asked about (`isNarrower(than:)`): crossing one renders again.
  private var breakpoints: Set<Int> = []
  /// The window's width as the last render saw it (nil: not shown yet, taken as wide).
  private var renderedWidth: Int?

  init(
    provider: StoreProvider<State, Action>,
    environment: WindowEnvironment,
    local: Local,
    refreshEverySeconds: UInt32? = nil,
    initialFocus: String? = nil,
    body: @escaping @MainActor (WindowContext<State, Action, Local>) -> View
  ) {
    self.refreshEverySeconds = refreshEverySeconds
    self.pendingFocus = initialFocus
    self.environment = environment
    self.local = local
    self.body = body
    self.provider = provider
    self.surface = environment.makeSurface(self.gate)
    let dispatch = provider.dispatcher
    self.gate.deliver = { message in
      guard let action = message.action as? Action else {
        assertionFailure("A view of a \(Action.self) window sends \(message) of another type")
        return
      }
      dispatch(action)
    }
    self.scope = SelectionScope(center: provider.subscriptions) { [weak self] in
      self?.bodyNeedsRender = true
      self?.scheduleRender()
    }
    self.components = ComponentTree(center: provider.subscriptions) { [weak self] in
      self?.scheduleRender()
    }
    self.surface.onWidthChange { [weak self] width in
      self?.widthChanged(to: width)
    }
  }

  /// Whether the window is narrower than `width` pixels, noting `width` as a breakpoint.
  func isNarrower(than width: Int) -> Bool {
    self.breakpoints.insert(width)
    return (self.renderedWidth ?? .max) < width
  }

  /// Renders again only when the new width is on the other side of a breakpoint than the rendered one.
  private func widthChanged(to width: Int) {
    let rendered = self.renderedWidth ?? .max
    guard self.breakpoints.contains(where: { (rendered < $0) != (width < $0) }) else { return }
    self.setNeedsRender()
  }

  func openSibling() {
    self.environment.openWindow()
  }

  var isOpen: Bool {
    self.surface.isMounted
  }

  func open() {
    if self.surface.isMounted {
      self.surface.present()
      return
    }
    self.surface.mount(self.render(self.makeView()))
    // A window shown narrower than a breakpoint its first render took as wide (its remembered size).
    if let width = self.surface.width {
      self.widthChanged(to: width)
    }
    self.takeInitialFocus()
    self.reactions.runDue()
    if let seconds = self.refreshEverySeconds {
      // Stops by itself once the window is closed.
      self.surface.repeatEvery(seconds: seconds) { [weak self] in
        guard let self, self.surface.isMounted else { return false }
        self.setNeedsRender()
        self.renderIfNeeded()
        return true
      }
    }
  }

  func close() {
    guard self.surface.isMounted else { return }
    self.surface.close()
  }

  /// Changes the local state and renders again. Not while the body runs: a body describes the window for
  /// the state it is given (debug builds stop; `context.onChange(of:)` reacts after the render instead).
  func updateLocal(_ change: (inout Local) -> Void) {
    assert(!self.isRendering, "A window's body changed its local state while it ran: react with context.onChange(of:) or in a handler")
    change(&self.local)
    self.bodyNeedsRender = true
    self.components.invalidateLocalReaders()
    self.scheduleRender()
  }

  /// Renders everything again (the body and every component) at the next render.
  func setNeedsRender() {
    self.bodyNeedsRender = true
    self.components.invalidateAll()
    self.scheduleRender()
  }

  /// Renders once at the window's next frame (before layout and paint) when the scheduler renders on
  /// frames and the window has them; otherwise in the scheduler's next turn.
  private func scheduleRender() {
    guard self.surface.isMounted else { return }
    self.needsRender = true
    guard !self.isRenderScheduled else { return }
    self.isRenderScheduled = true
    let render: @MainActor () -> Void = { [weak self] in
      self?.isRenderScheduled = false
      self?.renderIfNeeded()
    }
    if self.provider.scheduler.rendersOnDisplayFrames, self.surface.onNextFrame(render) {
      return
    }
    self.provider.scheduler.schedule(render)
  }

  func renderIfNeeded() {
    guard self.needsRender, self.surface.isMounted else { return }
    self.needsRender = false
    if let tracer = self.provider.tracer {
      self.renderTraced(tracer)
    } else {
      self.surface.update(to: self.render(self.makeView()))
    }
    self.takeInitialFocus()
    self.reactions.runDue()
  }

  /// Renders as `renderIfNeeded` does, telling `tracer` what ran, what it did to the widgets, how long
  /// it took, and (on a display) which frame painted it.
  private func renderTraced(_ tracer: any RenderTracer) {
    let start = ContinuousClock.now
    let (bodyRuns, operations) = (self.bodyRuns, self.surface.widgetOperationCount)
    self.tracedComponents = []
    defer { self.tracedComponents = nil }
    self.surface.update(to: self.render(self.makeView()))
    let trace = WindowRenderTrace(
      window: self.surface.view?.properties[.title].flatMap { if case .string(let title) = $0 { title } else { nil } } ?? "",
      bodyRan: self.bodyRuns != bodyRuns,
      components: self.tracedComponents ?? [],
      widgetOperations: self.surface.widgetOperationCount - operations,
      duration: ContinuousClock.now - start,
      windowID: ObjectIdentifier(self)
    )
    tracer.didRender(trace)
    if trace.widgetOperations > 0 {
      _ = self.surface.onNextPaint { [weak tracer, id = trace.windowID] frame, layoutAndPaint in
        tracer?.didPaint(windowID: id, frame: frame, layoutAndPaint: layoutAndPaint)
      }
    }
  }

  /// Focuses the scene's initial-focus view when it is shown (a list that appears once its data has
  /// loaded), unless the focus has moved from where GTK put it: the user's choice is never taken away.
  private func takeInitialFocus() {
    guard let name = self.pendingFocus, self.surface.isMounted else { return }
    if self.surface.takeInitialFocus(name: name) {
      self.pendingFocus = nil
    }
  }

  func focus(name: String) {
    self.renderIfNeeded()
    self.surface.focus(name: name)
  }

  @discardableResult
  func activateAction(_ name: String) -> Bool {
    self.surface.isMounted && self.surface.activateAction(name)
  }

  func isActionEnabled(_ name: String) -> Bool? {
    self.surface.isMounted ? self.surface.isActionEnabled(name) : nil
  }

  func actionState(_ name: String) -> String? {
    self.surface.isMounted ? self.surface.actionState(name) : nil
  }

  /// GTK is closing the window: forget it, so nothing touches it again. Its handlers stop first: GTK
  /// emits signals while it destroys the widgets (a shown toast reports its dismissal), after this.
  private func didClose() {
    self.gate.close()
    self.surface.didClose()
    self.needsRender = false
    self.scope.cancelAll()
    self.components.cancelAll()
    self.environment.didClose(self)
  }

  private func makeView() -> View {
    self.renderedWidth = self.surface.width
    self.reactions.beginRender()
    self.isRendering = true
    defer {
      self.isRendering = false
      self.reactions.endRender()
    }
    let body: View
    if self.bodyNeedsRender || self.lastBody == nil {
      self.bodyNeedsRender = false
      self.bodyRuns += 1
      self.scope.beginRender()
      defer { self.scope.endRender() }
      let context = WindowContext(dispatch: self.provider.dispatcher, host: self, scope: self.scope, component: nil)
      (body, self.bodyReactionSites) = self.reactions.collectingSites { self.body(context) }
      self.lastBody = body
    } else {
      body = self.lastBody!
      self.reactions.keep(self.bodyReactionSites)
    }
    let expanded = self.components.expand(body) { record, node in
      self.tracedComponents?.append(node.typeName)
      let scope = record.scope(of: State.self, Action.self)
      scope.beginRender()
      defer { scope.endRender() }
      let context = WindowContext(dispatch: self.provider.dispatcher, host: self, scope: scope, component: record)
      let (view, sites) = self.reactions.collectingSites { node.render(context) }
      record.reactionSites = sites
      return view
    }
    self.components.forEachReactionSites { self.reactions.keep($0) }
    return expanded
  }

  private(set) var bodyRuns = 0
  /// The component types whose bodies ran in this render, while a tracer listens.
  private var tracedComponents: [String]?

  /// Component bodies run since the window opened.
  var componentBodyRuns: Int {
    self.components.bodyRuns
  }

  /// Adds what every window of the app has (New Window, Close…) and the close handler.
  private func render(_ view: View) -> View {
    self.renderCount += 1
    var view = PreviewBanner.wrap(view, banners: self.environment.banners(self))
    var actions: [WindowAction] = []
    if case .actions(let own)? = view.properties[.actions] {
      actions = own
    }
    for (action, perform) in self.environment.commonActions(self) {
      actions.append(action)
      view.handlers[.action(action.name)] = .void(perform)
    }
    view.properties[.actions] = .actions(actions)
    self.windowActions = actions
    view.handlers[.closeRequested] = .void { [weak self] in self?.didClose() }
    return view
  }
}
