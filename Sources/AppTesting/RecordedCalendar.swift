//  RecordedCalendar.swift

import CGtk
import DeclarativeViews
import Foundation

/// A calendar of a recorded window, as GTK 4.8's calendar shows it: the month and year with their
/// buttons, the names of the days, and six weeks of day numbers from the week of the 1st (starting on
/// the day GTK starts weeks on in this locale).
@MainActor enum RecordedCalendar {
  static func controls(of view: View, isEnabled: Bool) -> [WindowControl] {
    guard case .day(let day)? = view.properties[.date] else { return [] }
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale.current
    guard let first = calendar.date(from: DateComponents(year: day.year, month: day.month, day: 1)) else { return [] }
    let node = RecordedNode(view: view, act: .none)
    func label(_ text: String) -> WindowControl {
      WindowControl(recorded: node, role: .label, name: text, isEnabled: isEnabled)
    }
    func button(_ name: String) -> WindowControl {
      WindowControl(recorded: node, role: .button, name: String(cString: g_dgettext("gtk40", name)), isEnabled: isEnabled)
    }
    let month = DateFormatter()
    month.locale = Locale.current
    month.setLocalizedDateFormatFromTemplate("LLLL")
    var found = [button("Previous month"), label(month.string(from: first)), button("Next month")]
    found += [button("Previous year"), label(String(day.year)), button("Next year")]
    let weekStart = Int(cgtk_calendar_week_start())
    let weekdays = calendar.shortWeekdaySymbols
    found += (0..<7).map { label(weekdays[(weekStart + $0) % 7]) }
    let offset = (calendar.component(.weekday, from: first) - 1 - weekStart + 7) % 7
    for cell in 0..<42 {
      guard let date = calendar.date(byAdding: .day, value: cell - offset, to: first) else { continue }
      found.append(label(String(calendar.component(.day, from: date))))
    }
    return found
  }
}
