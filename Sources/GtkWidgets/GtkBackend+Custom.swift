//  GtkBackend+Custom.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Makes the app's widget for a custom widget's description (`GtkWidgetRepresentable`); its context,
  /// attached to it, lives as long, and dismantles it as GTK disposes of it.
  public func makeCustomWidget(_ description: CustomWidgetValue, handlers: HandlerTable) -> GtkWidgetPointer {
    self.operationCount &+= 1
    guard let representable = description.widget as? any GtkWidgetRepresentable else {
      assertionFailure("\(description.widgetType) is a CustomWidget but not a GtkWidgetRepresentable: the GTK backend cannot make it")
      return adw_bin_new()
    }
    return Self.mount(representable, handlers: handlers)
  }

  private static func mount<Widget : GtkWidgetRepresentable>(_ description: Widget, handlers: HandlerTable) -> GtkWidgetPointer {
    let context = GtkWidgetContext(description, handlers: handlers)
    let widget = context.make()
    WidgetExtras.of(widget).handlers = handlers
    cgtk_set_data_full(widget, customWidgetKey, Unmanaged.passRetained(context).toOpaque(), releaseContext)
    // GTK emits `destroy` as it disposes of the widget, whatever removed it (its parent went, its window
    // closed): the description releases what it set up while the context is still attached.
    Signal.connect(UnsafeMutableRawPointer(widget), "destroy") { [weak context] in
      context?.dismantle()
    }
    return widget
  }

  /// Brings a custom widget to a new description of its type (the reconciler makes a new widget for
  /// another type); false for the other properties, which apply to it as to any widget.
  func setCustomProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer) -> Bool {
    guard property == .custom else { return false }
    guard case .custom(let description)? = value,
      let data = cgtk_get_data(widget, customWidgetKey) else { return true }
    let mounted = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as! any MountedCustomWidget
    if !mounted.update(to: description.widget) {
      assertionFailure("A \(description.widgetType) description reached the widget of another type")
    }
    return true
  }
}

private let customWidgetKey = "immutabledata-custom-widget"

private let releaseContext: GDestroyNotify = { data in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}
