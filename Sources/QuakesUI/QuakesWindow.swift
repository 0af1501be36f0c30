//  QuakesWindow.swift

import AppShell
import DeclarativeViews
import Foundation
import QuakesData

/// A Quakes window: the list of the day's quakes beside a map of them.
@MainActor public enum QuakesWindow {
  /// `now` is read once per render (relative times and "today" follow it).
  public static func body(calendar: Calendar, now: @escaping @Sendable () -> Date) -> @MainActor (WindowContext<QuakesState, QuakesAction, QuakesWindowState>) -> View {
    { context in
      let model = QuakesWindowModel(context: context, calendar: calendar, now: now())
      return View.window(
        title: model.title,
        width: 1_100,
        height: 720,
        actions: QuakesWindowActions.actions(model),
        onAction: QuakesWindowActions.handlers(model)
      ) {
        QuakesHeaderBar.view(model)
        View.paned(position: 420) {
          QuakeListPane.view(model)
          QuakeMapPane.view(model)
        }
        .key("panes")
      }
    }
  }
}
