//  QuakesWindow.swift

import AppShell
import DeclarativeViews
import Foundation
import QuakesData

/// A Quakes window: the list of the day's quakes beside a map of them and the selected quake's details.
public enum QuakesWindow {
  /// `now` is read once per render (relative times and "today" follow it); `launcher` opens USGS pages.
  public static func body(
    calendar: Calendar,
    now: @escaping @Sendable () -> Date,
    launcher: any URILauncher
  ) -> @MainActor (WindowContext<QuakesState, QuakesAction, QuakesWindowState>) -> View {
    { context in
      let model = QuakesWindowModel(context: context, calendar: calendar, now: now(), launcher: launcher)
      let actions = QuakesWindowActions(model)
      return View.applicationWindow(title: model.title, width: 1_100, height: 760, actions: actions.all) {
        QuakesHeaderBar.view(model, actions: actions)
        View.toastOverlay(toast: model.toast, onDismiss: .run(model.dismissToast)) {
          // The map beside the list in a wide window, under it in a narrow one.
          View.paned(vertical: model.isNarrow, position: model.isNarrow ? 300 : 420) {
            QuakeListPane.view(model, refresh: actions.refresh)
            QuakeMapPane(
              list: model.list,
              selectedQuakeId: model.local.selectedQuakeId,
              viewport: model.local.viewport,
              canvas: model.local.canvas,
              details: QuakeDetailsPane(quake: model.selected, openPage: model.openPage)
            )
          }
        }
        .name("content")
        if model.local.isConfirmingDeleteAll {
          DeleteAllConfirmation(total: model.total)
        }
      }
    }
  }
}
