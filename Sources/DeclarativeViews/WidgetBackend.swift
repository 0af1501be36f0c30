//  WidgetBackend.swift

/// What the reconciler asks of a widget toolkit. The GTK backend makes real widgets;
/// `RecordingBackend` records the operations so the diff can be tested without a display.
@MainActor public protocol WidgetBackend : AnyObject {
  /// The toolkit's widget handle (a `GtkWidget` pointer, a `RecordedWidget`).
  associatedtype Widget

  /// Makes a widget and connects its signals so they call through `handlers`.
  func makeWidget(kind: ViewKind, handlers: HandlerTable) -> Widget
  /// Makes the widget a custom widget's description asks for (`ViewKind.custom`); the reconciler then
  /// sets its properties as any widget's, `.custom` included. By default, `makeWidget(kind: .custom…)`.
  func makeCustomWidget(_ description: CustomWidgetValue, handlers: HandlerTable) -> Widget
  /// Sets one property; `nil` means the description no longer sets it (back to the default).
  func setProperty(_ property: Property, to value: PropertyValue?, on widget: Widget, kind: ViewKind)
  /// Puts `child` at `index` among the children of `parent`, right after `previous` (nil: first).
  func insertChild(_ child: Widget, slot: Slot, into parent: Widget, parentKind: ViewKind, at index: Int, after previous: Widget?)
  /// Moves an existing child right after `previous` (nil: first).
  func moveChild(_ child: Widget, slot: Slot, in parent: Widget, parentKind: ViewKind, to index: Int, after previous: Widget?)
  /// Takes `child` out of `parent`, from the `slot` it was inserted into.
  func removeChild(_ child: Widget, slot: Slot, from parent: Widget, parentKind: ViewKind)
  /// Applies new rows to a list: `splice` says which rows changed (nil: none did, the content may be new).
  func updateRows(of list: Widget, to rows: any ListContent, splice: ListSplice?)
  /// Releases a root widget (a window) that the reconciler unmounts.
  func destroyRoot(_ widget: Widget, kind: ViewKind)
}

extension WidgetBackend {
  public func makeCustomWidget(_ description: CustomWidgetValue, handlers: HandlerTable) -> Widget {
    self.makeWidget(kind: .custom, handlers: handlers)
  }
}
