//  ChoicesPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// A drop-down, a radio group and a calendar (inline and in a popover).
enum ChoicesPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    let day = Day(year: state.day.year, month: state.day.month, day: state.day.day)
    return View.vstack(spacing: 12) {
      View.caption(tr("Drop-down"))
      View.dropDown(GalleryState.flavours, selected: state.flavour, accessibleLabel: tr("Flavour"), onSelect: context.send { .chooseFlavour($0) })
        .tooltip(tr("One of three flavours")).align(horizontal: .start).name("flavour")
      View.caption(tr("Radio group"))
      View.radioGroup(GalleryState.sizes, selected: state.size, vertical: false, accessibleLabel: tr("Size"), onSelect: context.send { .chooseSize($0) })
        .tooltip(tr("One of three sizes")).name("size")
      View.caption(tr("Calendar"))
      View.hstack(spacing: 12) {
        View.calendar(day: day, onSelect: context.send { .pickDay(GalleryDay(year: $0.year, month: $0.month, day: $0.day)) })
          .tooltip(tr("Pick a day")).name("calendar")
        View.popoverButton(label: state.day.text(), accessibleLabel: tr("Day")) {
          View.calendar(day: day, onSelect: context.send { .pickDay(GalleryDay(year: $0.year, month: $0.month, day: $0.day)) })
        }.align(vertical: .start).name("day-button")
      }
    }
  }
}
