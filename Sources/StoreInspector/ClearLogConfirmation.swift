//  ClearLogConfirmation.swift

import DeclarativeViews
import ImmutableUI
import Localization

/// The question before Clear Log: the recorded actions, and the past states they lead to, cannot be
/// brought back (an export keeps them). Cancel (also Escape) is the default; Clear Log is destructive.
enum ClearLogConfirmation {
  static func view(count: Int, dispatch: ActionDispatcher<InspectorAction>) -> View {
    let responses = DialogResponses.confirmation("clear", tr("Clear Log"), cancel: tr("Cancel"))
    let body = trn(
      "The %@ recorded action will be removed from the log, with the state it leads to.",
      "All %@ recorded actions will be removed from the log, with the states they lead to.",
      count
    )
    return View.messageDialog(heading: tr("Clear the Log?"), body: body, responses: responses, onResponse: .run { response in
      dispatch(response == "clear" ? .didConfirmClear : .didCancelClear)
    })
    .name("clear-confirmation")
  }
}
