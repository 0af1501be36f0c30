//  ClearLogConfirmation.swift

import AppShell
import DeclarativeViews
import Localization

/// The question before Clear Log: the recorded actions, and the past states they lead to, cannot be
/// brought back (an export keeps them). Cancel (also Escape) is the default; Clear Log is destructive.
/// A component whose answer is data: the action each response sends.
struct ClearLogConfirmation : Component, Equatable {
  typealias State = InspectorState
  typealias Action = InspectorAction
  let count: Int

  func body(_ context: Context) -> View {
    let responses = DialogResponses.confirmation("clear", tr("Clear Log"), cancel: tr("Cancel"))
    let body = trn(
      "The %@ recorded action will be removed from the log, with the state it leads to.",
      "All %@ recorded actions will be removed from the log, with the states they lead to.",
      self.count
    )
    return View.messageDialog(
      heading: tr("Clear the Log?"), body: body, responses: responses,
      onResponse: context.send { $0 == "clear" ? .didConfirmClear : .didCancelClear }
    )
    .name("clear-confirmation")
  }
}
