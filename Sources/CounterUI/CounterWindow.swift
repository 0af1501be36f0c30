//  CounterWindow.swift

import AppShell
import CounterData
import DeclarativeViews
import Localization

/// The counter window: "Increment", "Value: N", "Decrement", stacked vertically,
/// with Undo and Redo in the header bar, the window menu and on Ctrl+Z / Shift+Ctrl+Z.
public enum CounterWindow {
  public static func body(_ context: WindowContext<CounterState, CounterAction, Void>) -> View {
    let value = context.select(CounterSelectors.value)
    let undo = context.action(tr("Undo"), icon: "edit-undo-symbolic", shortcut: "<Control>z", isEnabled: context.select(CounterSelectors.canUndo), send: .didTapUndo)
    let redo = context.action(tr("Redo"), icon: "edit-redo-symbolic", shortcut: "<Shift><Control>z", isEnabled: context.select(CounterSelectors.canRedo), send: .didTapRedo)
    return .window(title: tr("Counter"), width: 420, height: 240, actions: [undo, redo]) {
      View.headerBar(title: tr("Counter")) {
        View.button(undo).slot(.start).name("undo")
        View.button(redo).slot(.start).name("redo")
        View.menuButton(icon: "open-menu-symbolic", accessibleLabel: tr("Main Menu"), menu: context.primaryMenu([MenuSection([MenuItem(undo), MenuItem(redo)])]))
          .slot(.end).name("main-menu")
      }
      View.vstack(spacing: 12) {
        View.button(tr("Increment"), send: context.send(.didTapIncrement)).name("increment")
        View.label(tr("Value: %@", value.formatted(.number.locale(Localization.locale)))).name("value").cssClasses(["title-1"])
        View.button(tr("Decrement"), send: context.send(.didTapDecrement)).name("decrement")
      }
      .align(horizontal: .center, vertical: .center)
      .margin(24)
    }
  }
}
