//  ProblemBanner.swift

import DeclarativeViews
import Localization

/// A bar above the panes saying what went wrong: a failed fetch (with Retry), a refused request, or a
/// failed undo or redo (shared by every window: dismissing it dismisses it everywhere).
enum ProblemBanner {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View? {
    if let failure = model.fetchFailure {
      return self.bar(message: failure.text, name: "fetch-error") {
        View.button(tr("Retry"), action: actions.retry).name("retry").sensitive(!model.isFetching)
      }
    }
    if let problem = model.local.problem {
      return self.bar(message: problem.text, name: "problem") {
        View.button(tr("Dismiss"), action: actions.context.updating { $0.problem = nil })
      }
    }
    if let failure = model.history.failure {
      return self.bar(message: failure.text, name: "history-error") {
        View.button(tr("Dismiss"), action: actions.dismissHistoryFailure)
      }
    }
    return nil
  }

  private static func bar(message: String, name: String, @ViewBuilder button: () -> [View]) -> View {
    View.hstack(spacing: 12) {
      View.image("dialog-error-symbolic")
      View.label(message, xalign: 0, wrap: true).expand(horizontal: true).name(name)
      button()
    }
    .cssClasses(["problem-banner"])
  }
}
