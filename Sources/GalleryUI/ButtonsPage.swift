//  ButtonsPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// Buttons, toggles, a menu button and a popover, and a spinner.
enum ButtonsPage {
  @MainActor static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Buttons")
      View.hstack {
        View.button("Clicked \(state.clicks) times") { context.dispatch(.click) }.tooltip("A plain button").key("click")
        View.button("Suggested") { context.dispatch(.click) }.cssClasses(["suggested-action"]).tooltip("A suggested action")
        View.button("Destructive") { context.dispatch(.click) }.cssClasses(["destructive-action"]).tooltip("A destructive action")
        View.button(icon: "starred-symbolic", accessibleLabel: "Star") { context.dispatch(.click) }.key("icon-button")
        View.button("Flat", hasFrame: false) { context.dispatch(.click) }.tooltip("A button without a frame")
        View.button("Always off") {}.sensitive(false).tooltip("An insensitive button")
      }
      View.caption("Toggles")
      View.hstack(spacing: 12) {
        View.checkButton("Check button", isOn: state.isChecked) { context.dispatch(.setChecked($0)) }.tooltip("A check button").key("check")
        View.toggle(isOn: state.isSwitchOn, accessibleLabel: "Switch") { context.dispatch(.setSwitch($0)) }
          .tooltip("A switch").align(vertical: .center).key("switch")
        View.spinner(spinning: state.isSwitchOn).tooltip("A spinner, spinning while the switch is on")
      }
      View.caption("Menus")
      View.hstack {
        View.menuButton(label: "Menu button", accessibleLabel: "Menu button", menu: GalleryWindow.menu).key("menu-button")
        View.popoverButton(label: "Popover", accessibleLabel: "Popover") {
          View.label("Any views can go in a popover.").margin(12)
        }
      }
    }
  }
}
