//  GtkBackend+ViewStack.swift

import CGtk
import DeclarativeViews

/// The view stack (`View.viewStack`): a box of an AdwViewSwitcher on top (in a squeezer, which drops it
/// when it does not fit), the AdwViewStack of pages, and an AdwViewSwitcherBar at the bottom, revealed
/// when the top switcher is dropped. Made, its properties, signals and pages, in one place.
extension GtkBackend {
  func makeViewStack(handlers: HandlerTable) -> GtkWidgetPointer {
    let box = cgtk_box_new(1, 0)!
    let stack = adw_view_stack_new()!
    cgtk_widget_set_vexpand(stack, 1)
    let switcher = adw_view_switcher_new()!
    adw_view_switcher_set_policy(OpaquePointer(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
    adw_view_switcher_set_stack(OpaquePointer(switcher), OpaquePointer(stack))
    let squeezer = adw_squeezer_new()!
    // Centred at its natural width while that fits (a switcher as wide as the window looks like a tab bar).
    cgtk_widget_set_halign(squeezer, Int32(Alignment.center.rawValue))
    adw_squeezer_add(OpaquePointer(squeezer), switcher)
    // What the squeezer shows when the switcher does not fit: nothing (the bar below takes over).
    let nothing = cgtk_box_new(0, 0)!
    adw_squeezer_add(OpaquePointer(squeezer), nothing)
    let bar = adw_view_switcher_bar_new()!
    adw_view_switcher_bar_set_stack(OpaquePointer(bar), OpaquePointer(stack))
    Signal.connectPointer(UnsafeMutableRawPointer(squeezer), "notify::visible-child") { _ in
      adw_view_switcher_bar_set_reveal(OpaquePointer(bar), adw_squeezer_get_visible_child(OpaquePointer(squeezer)) == nothing ? 1 : 0)
    }
    cgtk_box_append(box, squeezer)
    cgtk_box_append(box, stack)
    cgtk_box_append(box, bar)
    let extras = InputExtras.of(box)
    extras.stack = stack
    WidgetExtras.of(box).handlerIDs["page"] = Signal.connectPointer(UnsafeMutableRawPointer(stack), "notify::visible-child-name") { _ in
      handlers.fire(.pageChanged, key: adw_view_stack_get_visible_child_name(OpaquePointer(stack)).map { String(cString: $0) })
    }
    return box
  }

  /// Shows the page the view names once it exists.
  func setViewStackPage(_ name: String?, on box: GtkWidgetPointer) {
    let extras = InputExtras.of(box)
    extras.desiredPage = name
    guard let stack = extras.stack, let name, adw_view_stack_get_child_by_name(OpaquePointer(stack), name) != nil else { return }
    guard adw_view_stack_get_visible_child_name(OpaquePointer(stack)).map({ String(cString: $0) }) != name else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(box).handlerIDs["page"]) {
      adw_view_stack_set_visible_child_name(OpaquePointer(stack), name)
    }
  }

  func insertViewStackPage(_ child: GtkWidgetPointer, into box: GtkWidgetPointer) {
    let extras = InputExtras.of(box)
    guard let stack = extras.stack else { return }
    let page = InputExtras.of(child)
    let name = page.pageName ?? "page-\(UInt(bitPattern: child))"
    // Adding the first page shows it: the program's doing, not the user's.
    Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(box).handlerIDs["page"]) {
      let stackPage = adw_view_stack_add_titled(OpaquePointer(stack), child, name, page.pageTitle ?? name)
      adw_view_stack_page_set_icon_name(stackPage, page.pageIcon)
    }
    page.pageViewStack = stack
    self.setViewStackPage(extras.desiredPage, on: box)
  }

  func removeViewStackPage(_ child: GtkWidgetPointer, from box: GtkWidgetPointer) {
    guard let stack = InputExtras.of(box).stack else { return }
    // Before it goes: the stack's reference is the last one a removed child has.
    InputExtras.of(child).pageViewStack = nil
    Signal.withBlocked(UnsafeMutableRawPointer(stack), WidgetExtras.of(box).handlerIDs["page"]) {
      adw_view_stack_remove(OpaquePointer(stack), child)
    }
  }

  /// A page's title or icon changed after it was added.
  func updateViewStackPage(_ child: GtkWidgetPointer, extras: InputExtras) {
    guard let stack = extras.pageViewStack, let page = adw_view_stack_get_page(OpaquePointer(stack), child) else { return }
    adw_view_stack_page_set_title(page, extras.pageTitle)
    adw_view_stack_page_set_icon_name(page, extras.pageIcon)
  }
}
