//  ButtonsPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// Buttons, toggles, a menu button and a popover, and a spinner.
enum ButtonsPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Buttons"))
      View.hstack {
        View.button(trn("Clicked %@ time", "Clicked %@ times", state.clicks), send: context.send(.click)).tooltip(tr("A plain button")).name("click")
        View.button(tr("Suggested"), send: context.send(.click)).cssClasses(["suggested-action"]).tooltip(tr("A suggested action"))
        View.button(tr("Destructive"), send: context.send(.click)).cssClasses(["destructive-action"]).tooltip(tr("A destructive action"))
        View.button(icon: "starred-symbolic", accessibleLabel: tr("Star"), send: context.send(.click)).name("icon-button")
        View.button(tr("Flat"), hasFrame: false) { context.dispatch(.click) }.tooltip(tr("A button without a frame"))
        View.button(tr("Always off")) {}.sensitive(false).tooltip(tr("An insensitive button"))
      }
      View.caption(tr("Toggles"))
      View.hstack(spacing: 12) {
        View.checkButton(tr("Check button"), isOn: state.isChecked, onToggle: context.send { .setChecked($0) }).tooltip(tr("A check button")).name("check")
        View.toggle(isOn: state.isSwitchOn, accessibleLabel: tr("Switch"), onToggle: context.send { .setSwitch($0) })
          .tooltip(tr("A switch")).align(vertical: .center)
        View.spinner(spinning: state.isSwitchOn).tooltip(tr("A spinner, spinning while the switch is on"))
      }
      View.caption(tr("Menus"))
      View.hstack {
        View.menuButton(label: tr("Menu button"), accessibleLabel: tr("Menu button"), menu: GalleryWindow.menu)
        View.popoverButton(label: tr("Popover"), accessibleLabel: tr("Popover")) {
          View.label(tr("Any views can go in a popover.")).margin(12)
        }
      }
    }
  }
}
