//  CounterWindow.swift

import AppShell
import CounterData
import DeclarativeViews
import ImmutableUI
import Localization

/// The counter window: "Increment", "Value: N", "Decrement", stacked vertically,
/// with Undo and Redo in the header bar, the window menu and on Ctrl+Z / Shift+Ctrl+Z.
public enum CounterWindow {
  // Built at each render, so that it is in the language of the moment.
  static var menuSection: MenuSection {
    MenuSection([MenuItem(tr("Undo"), action: "undo"), MenuItem(tr("Redo"), action: "redo")])
  }

  public static func body(_ context: WindowContext<CounterState, CounterAction, Void>) -> View {
    let value = context.select(CounterSelectors.value)
    let canUndo = context.select(CounterSelectors.canUndo)
    let canRedo = context.select(CounterSelectors.canRedo)
    return .window(
      title: tr("Counter"),
      width: 360,
      height: 240,
      actions: [
        WindowAction("undo", isEnabled: canUndo, shortcut: "<Control>z", title: tr("Undo")),
        WindowAction("redo", isEnabled: canRedo, shortcut: "<Shift><Control>z", title: tr("Redo")),
      ],
      onAction: [
        "undo": { context.dispatch(.didTapUndo) },
        "redo": { context.dispatch(.didTapRedo) },
      ]
    ) {
      View.headerBar(title: tr("Counter")) {
        View.button(icon: "edit-undo-symbolic", accessibleLabel: tr("Undo")) { context.dispatch(.didTapUndo) }
          .sensitive(canUndo).slot(.start).name("undo")
        View.button(icon: "edit-redo-symbolic", accessibleLabel: tr("Redo")) { context.dispatch(.didTapRedo) }
          .sensitive(canRedo).slot(.start).name("redo")
        View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: context.primaryMenu([Self.menuSection]))
          .slot(.end).name("main-menu")
      }
      View.vstack(spacing: 12) {
        View.button(tr("Increment")) { context.dispatch(.didTapIncrement) }.name("increment")
        View.label(tr("Value: %@", value.formatted(.number.locale(Localization.locale)))).name("value").cssClasses(["title-1"])
        View.button(tr("Decrement")) { context.dispatch(.didTapDecrement) }.name("decrement")
      }
      .align(horizontal: .center, vertical: .center)
      .margin(24)
    }
  }
}
