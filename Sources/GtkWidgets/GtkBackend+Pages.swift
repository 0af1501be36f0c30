//  GtkBackend+Pages.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// A stack view is a box holding a stack switcher and the GtkStack with the pages.
  func setStackProperty(_ property: Property, to value: PropertyValue?, on box: GtkWidgetPointer, extras: InputExtras) -> Bool {
    guard property == .visiblePage else { return false }
    extras.desiredPage = value?.string
    self.applyVisiblePage(of: box, extras: extras)
    return true
  }

  /// Shows the page the view names once it exists; GTK's own choice (the first page) stays otherwise.
  private func applyVisiblePage(of box: GtkWidgetPointer, extras: InputExtras) {
    guard let stack = extras.stack, let page = extras.desiredPage, cgtk_stack_has_page(stack, page) != 0 else { return }
    guard cgtk_stack_get_visible_name(stack).map({ String(cString: $0) }) != page else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(box).handlerIDs["page"]) {
      cgtk_stack_set_visible_name(stack, page)
    }
  }

  /// Puts a child into a stack (as a page) or an expander; false for other parents.
  func insertPageChild(_ child: GtkWidgetPointer, into parent: GtkWidgetPointer, parentKind: ViewKind) -> Bool {
    switch parentKind {
    case .stack:
      let extras = InputExtras.of(parent)
      guard let stack = extras.stack else { return false }
      let page = InputExtras.of(child)
      let name = page.pageName ?? "page-\(UInt(bitPattern: child))"
      // Adding the first page shows it: that is the program's doing, not the user's.
      Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(parent).handlerIDs["page"]) {
        cgtk_stack_add_titled(stack, child, name, page.pageTitle ?? name)
      }
      page.pageStack = stack
      self.applyVisiblePage(of: parent, extras: extras)
      return true
    case .expander:
      cgtk_expander_set_child(parent, child)
      return true
    default:
      return false
    }
  }

  func removePageChild(_ child: GtkWidgetPointer, from parent: GtkWidgetPointer, parentKind: ViewKind) -> Bool {
    switch parentKind {
    case .stack:
      guard let stack = InputExtras.of(parent).stack else { return false }
      // Before it goes: the stack's reference is the last one a removed child has.
      InputExtras.of(child).pageStack = nil
      Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(parent).handlerIDs["page"]) {
        cgtk_stack_remove(stack, child)
      }
      return true
    case .expander:
      cgtk_expander_set_child(parent, nil)
      return true
    default:
      return false
    }
  }
}
