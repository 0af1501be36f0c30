//  GtkWindowSurface.swift

import AppRuntime
import CGtk
import DeclarativeViews
import GtkWidgets

/// A window on screen: its views reconciled into GTK widgets, its size remembered, and the window
/// added to the running GtkApplication.
@MainActor public final class GtkWindowSurface : WindowSurface {
  private let reconciler: Reconciler<GtkBackend>
  private let geometry: WindowGeometryMemory?
  /// The mounted view tree (nil before it is shown and once it is closed).
  public private(set) var root: MountedView<GtkWidgetPointer>?
  /// The widget GTK focused when the window was shown (its first focusable one): not the user's choice.
  private var automaticFocus: GtkWidgetPointer?
  private var widthObservers: [@MainActor (Int) -> Void] = []

  /// A surface making its widgets with `backend`, whose handlers call through `gate`, remembering its
  /// size in `geometry` (nil: the window opens at its view's size).
  public init(backend: GtkBackend, gate: HandlerGate, geometry: WindowGeometryMemory?) {
    self.reconciler = Reconciler(backend: backend, gate: gate)
    self.geometry = geometry
  }

  public var isMounted: Bool {
    self.root != nil
  }

  public var view: View? {
    self.root?.view
  }

  public func mount(_ view: View) {
    let root = self.reconciler.mount(view)
    self.root = root
    self.geometry?.restore(root.widget)
    if let application = self.reconciler.backend.application {
      cgtk_application_add_window(application, root.widget)
    }
    cgtk_window_present(root.widget)
    self.watchWidth(of: root.widget)
    self.reconciler.backend.presentPendingDialogs()
    self.automaticFocus = cgtk_window_get_focus(root.widget)
  }

  public func present() {
    guard let root else { return }
    cgtk_window_present(root.widget)
  }

  public func update(to view: View) {
    guard let root else { return }
    self.root = self.reconciler.update(root, to: view)
    self.reconciler.backend.presentPendingDialogs()
  }

  public func close() {
    guard let root else { return }
    cgtk_window_close(root.widget)
  }

  public func didClose() {
    if let root {
      self.geometry?.remember(root.widget)
    }
    self.root = nil
  }

  public func focus(name: String) -> Bool {
    guard let widget = self.root?.find(name: name)?.widget else { return false }
    cgtk_widget_grab_focus(widget)
    return true
  }

  public func takeInitialFocus(name: String) -> Bool {
    guard let root else { return false }
    let focus = cgtk_window_get_focus(root.widget)
    guard focus == nil || focus == self.automaticFocus else { return true }
    return self.focus(name: name)
  }

  public func onNextFrame(_ body: @escaping @MainActor () -> Void) -> Bool {
    guard let root else { return false }
    return FrameClock.onNextFrame(of: root.widget, body)
  }

  public var widgetOperationCount: Int {
    self.reconciler.backend.operationCount
  }

  public func onNextPaint(_ body: @escaping @MainActor (_ frame: Int, _ layoutAndPaint: Duration) -> Void) -> Bool {
    guard let root else { return false }
    return FrameClock.afterNextPaint(of: root.widget, body)
  }

  public func copyToClipboard(_ text: String) {
    guard let root else { return }
    Clipboard.copy(text, from: root.widget)
  }

  public func readClipboard(_ body: @escaping @MainActor (String?) -> Void) {
    guard let root else { return body(nil) }
    Clipboard.readText(from: root.widget, body)
  }

  public var width: Int? {
    // Not before the window system gave the surface its size: GDK makes it 1 pixel wide until then.
    guard let root, gtk_widget_get_mapped(root.widget) != 0, let surface = gtk_native_get_surface(OpaquePointer(root.widget)) else { return nil }
    let width = Int(gdk_surface_get_width(surface))
    return width > 1 ? width : nil
  }

  public func onWidthChange(_ body: @escaping @MainActor (Int) -> Void) {
    self.widthObservers.append(body)
  }

  /// Tells the width observers of every change of the window's surface width (a resize, maximizing).
  private func watchWidth(of window: GtkWidgetPointer) {
    guard !self.widthObservers.isEmpty, let surface = gtk_native_get_surface(OpaquePointer(window)) else { return }
    Signal.connectPointer(UnsafeMutableRawPointer(surface), "notify::width") { [weak self] _ in
      guard let self, let width = self.width else { return }
      for observer in self.widthObservers {
        observer(width)
      }
    }
  }

  public func repeatEvery(seconds: UInt32, _ tick: @escaping @MainActor () -> Bool) {
    RepeatingTimer.every(seconds: seconds, tick)
  }

  public func activateAction(_ name: String) -> Bool {
    guard let root else { return false }
    return self.reconciler.backend.activateWindowAction(name, in: root.widget)
  }

  public func isActionEnabled(_ name: String) -> Bool? {
    guard let root else { return nil }
    return self.reconciler.backend.isWindowActionEnabled(name, in: root.widget)
  }

  public func actionState(_ name: String) -> String? {
    guard let root else { return nil }
    return self.reconciler.backend.windowActionState(name, in: root.widget)
  }
}

extension WindowHosting {
  /// The window's mounted view tree and GTK widgets, when it is on screen (nil once closed, and for a
  /// window on a recorded surface).
  public var root: MountedView<GtkWidgetPointer>? {
    (self.surface as? GtkWindowSurface)?.root
  }
}
