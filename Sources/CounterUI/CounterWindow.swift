//  CounterWindow.swift

import CounterData
import DeclarativeViews
import GtkRuntime
import ImmutableUI

/// The counter window: "Increment", "Value: N", "Decrement", stacked vertically.
public enum CounterWindow {
  static let value = Selection<CounterState, CounterAction, Int>(id: "value", select: CounterSelectors.value)

  @MainActor public static func body(_ context: WindowContext<CounterState, CounterAction, Void>) -> View {
    let value = context.select(Self.value)
    return .window(title: "Counter", width: 320, height: 240) {
      View.headerBar(title: "Counter") {
        View.button(icon: "window-new-symbolic", accessibleLabel: "New Window") { context.openWindow() }
          .slot(.start)
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
