//  HandlerGate.swift

/// Whether the handlers of one mounted tree may still run: a window's, with its dialogs, popovers and
/// list rows; and where the messages its views send go (`deliver`). The window closes its gate as it
/// closes, before anything it owns goes away.
///
/// GTK goes on emitting signals while it tears a closed window down (a toast's `dismissed`, a list's
/// selection reset, a dialog's response); none of them is the user's doing, and a handler that ran then
/// would read a window that is gone or change the state every other window shows. A closed gate makes
/// every table of the tree fire nothing, whatever order GTK destroys the widgets in.
///
/// ```swift
/// let gate = HandlerGate()
/// let reconciler = Reconciler(backend: backend, gate: gate)
/// let root = reconciler.mount(view)
/// // … the window closes:
/// gate.close() // no handler of `root` runs from now on
/// ```
@MainActor public final class HandlerGate {
  /// False once the tree's window closed.
  public private(set) var isOpen = true
  /// Delivers what the tree's views send (`EventHandler.send`) to the window's store.
  public var deliver: (@MainActor (Message) -> Void)?

  /// An open gate.
  public init() {}

  /// Stops every handler of the tree for good.
  public func close() {
    self.isOpen = false
  }
}
