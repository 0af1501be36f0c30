//  GtkBackend+Modifiers.swift

import CGtk
import DeclarativeViews

/// A view's custom modifiers (`View.gtkModifier`) on its widget: each applied when it is new or changed,
/// removed when it goes, its context's connections ended when it goes or the widget is disposed of.
extension GtkBackend {
  func setCustomModifiers(_ value: PropertyValue?, on widget: GtkWidgetPointer) {
    let extras = WidgetExtras.of(widget)
    var modifiers: [CustomWidgetValue] = []
    if case .custom(let list)? = value, let list = list.widget as? CustomModifiers {
      modifiers = list.modifiers
    }
    if extras.modifiers.isEmpty, !modifiers.isEmpty {
      Signal.connect(UnsafeMutableRawPointer(widget), "destroy") { [weak extras] in
        for applied in extras?.modifiers ?? [] {
          applied.end()
        }
      }
    }
    var applied: [any AppliedModifier] = []
    for (index, description) in modifiers.enumerated() {
      if index < extras.modifiers.count, extras.modifiers[index].apply(description.widget) {
        applied.append(extras.modifiers[index])
        continue
      }
      if index < extras.modifiers.count {
        extras.modifiers[index].remove()
      }
      guard let modifier = description.widget as? any GtkWidgetModifier else {
        assertionFailure("\(description.widgetType) is a CustomWidget but not a GtkWidgetModifier: the GTK backend cannot apply it")
        continue
      }
      applied.append(Self.apply(modifier, to: widget, handlers: extras.handlers ?? HandlerTable()))
    }
    for gone in extras.modifiers.dropFirst(modifiers.count) {
      gone.remove()
    }
    extras.modifiers = applied
  }

  private static func apply<Modifier : GtkWidgetModifier>(_ modifier: Modifier, to widget: GtkWidgetPointer, handlers: HandlerTable) -> any AppliedModifier {
    let context = GtkWidgetContext(modifier, handlers: handlers, widget: widget)
    context.updating { modifier.apply(to: widget, previous: nil, context: context) }
    return context
  }
}

/// A modifier applied to a widget, whatever its type: what the widget's extras keep.
@MainActor protocol AppliedModifier : AnyObject {
  /// Applies `description` when it is of this modifier's type (only if it changed); false otherwise.
  func apply(_ description: any CustomWidget) -> Bool
  /// Undoes the modifier on its widget, which stays, and ends its connections.
  func remove()
  /// Ends its connections: its widget is being disposed of.
  func end()
}

extension GtkWidgetContext : AppliedModifier where Description : GtkWidgetModifier {
  func apply(_ description: any CustomWidget) -> Bool {
    guard let next = description as? Description else { return false }
    guard next != self.current, let widget = self.widget else { return true }
    let previous = self.current
    self.updating { next.apply(to: widget, previous: previous, context: self) }
    self.replace(with: next)
    return true
  }

  func remove() {
    guard let widget = self.widget else { return }
    self.updating { self.current.remove(from: widget, context: self) }
    self.end()
  }

  func end() {
    self.endConnections()
    self.widget = nil
  }
}
