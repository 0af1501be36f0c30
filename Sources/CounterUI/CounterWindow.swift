//  CounterWindow.swift

import AppShell
import CounterData
import DeclarativeViews
import ImmutableUI

/// The counter window: "Increment", "Value: N", "Decrement", stacked vertically,
/// with Undo and Redo in the header bar, the window menu and on Ctrl+Z / Shift+Ctrl+Z.
public enum CounterWindow {
  static let value = Selection<CounterState, CounterAction, Int>(id: "value", select: CounterSelectors.value)
  static let canUndo = Selection<CounterState, CounterAction, Bool>(id: "canUndo", select: CounterSelectors.canUndo)
  static let canRedo = Selection<CounterState, CounterAction, Bool>(id: "canRedo", select: CounterSelectors.canRedo)

  static let menu = Menu([
    MenuSection([MenuItem("Undo", action: "undo"), MenuItem("Redo", action: "redo")]),
    MenuSection([MenuItem("New Window", action: "new-window"), MenuItem("Inspector", action: "inspector")]),
  ])

  @MainActor public static func body(_ context: WindowContext<CounterState, CounterAction, Void>) -> View {
    let value = context.select(Self.value)
    let canUndo = context.select(Self.canUndo)
    let canRedo = context.select(Self.canRedo)
    return .window(
      title: "Counter",
      width: 360,
      height: 240,
      actions: [
        WindowAction("undo", isEnabled: canUndo, shortcut: "<Control>z"),
        WindowAction("redo", isEnabled: canRedo, shortcut: "<Shift><Control>z"),
      ],
      onAction: [
        "undo": { context.dispatch(.didTapUndo) },
        "redo": { context.dispatch(.didTapRedo) },
      ]
    ) {
      View.headerBar(title: "Counter") {
        View.button(icon: "edit-undo-symbolic", accessibleLabel: "Undo") { context.dispatch(.didTapUndo) }
          .sensitive(canUndo).slot(.start).key("undo")
        View.button(icon: "edit-redo-symbolic", accessibleLabel: "Redo") { context.dispatch(.didTapRedo) }
          .sensitive(canRedo).slot(.start).key("redo")
        View.menuButton(icon: "open-menu-symbolic", accessibleLabel: "Main Menu", menu: Self.menu).slot(.end)
      }
      View.vstack(spacing: 12) {
        View.button("Increment") { context.dispatch(.didTapIncrement) }.key("increment")
        View.label("Value: \(value)").key("value").cssClasses(["title-1"])
        View.button("Decrement") { context.dispatch(.didTapDecrement) }.key("decrement")
      }
      .align(horizontal: .center, vertical: .center)
      .margin(24)
    }
  }
}
