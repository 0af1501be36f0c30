//  QuakesFooter.swift

import DeclarativeViews
import Localization
import QuakesData

/// "N earthquakes", "M total" and the date choice (a calendar in a popover).
enum QuakesFooter {
  /// "M total", or how far the cache has read while the newest quakes are listed and the rest loads.
  static func total(_ model: QuakesWindowModel) -> String {
    if model.status.isLoadingCache, let progress = model.status.cacheLoadProgress {
      return QuakesText.loading(progress)
    }
    return trn("%@ total", "%@ total", model.total)
  }

  static func view(_ model: QuakesWindowModel) -> View {
    let count = model.list.count
    return View.hstack(spacing: 12) {
      View.label(trn("%@ earthquake", "%@ earthquakes", count)).name("count").cssClasses(["heading"])
      // Shortened only in a narrow window, where the footer must fit a phone's width.
      View.label(self.total(model), xalign: 0, ellipsize: model.isNarrow).name("total").cssClasses(["dim-label"]).expand(horizontal: true)
      View.popoverButton(label: QuakeTimeFormat.day(model.day, locale: Localization.locale), icon: nil, accessibleLabel: tr("Date")) {
        View.vstack(spacing: 6) {
          View.calendar(day: Day(year: model.day.year, month: model.day.month, day: model.day.day), onSelect: .run { day in
            model.context.update { $0.searchDay = QuakeDay(year: day.year, month: day.month, day: day.day) }
          })
          .accessibleLabel(tr("Date"))
          .name("calendar")
          View.button(tr("Newest Day")) { model.context.update { $0.searchDay = nil } }
            .sensitive(model.local.searchDay != nil)
        }
        .margin(6)
      }
      .sensitive(model.total > 0)
      .name("date")
    }
    .margin(6)
  }
}
