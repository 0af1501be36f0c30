//  ProblemBanner.swift

import DeclarativeViews
import Localization

/// A bar above the panes saying what went wrong: a failed fetch (with Retry), a refused request, or a
/// failed undo or redo (shared by every window: dismissing it dismisses it everywhere).
enum ProblemBanner {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View? {
    if let failure = model.fetchFailure {
      return self.bar(message: failure.text, key: "fetch-error") {
        View.button(tr("Retry"), action: actions.retry).key("retry").sensitive(!model.isFetching)
      }
    }
    if let problem = model.local.problem {
      return self.bar(message: problem.text, key: "problem") {
        View.button(tr("Dismiss"), action: actions.context.updating { $0.problem = nil }).key("dismiss-problem")
      }
    }
    if let failure = model.history.failure {
      return self.bar(message: failure.text, key: "history-error") {
        View.button(tr("Dismiss"), action: actions.dismissHistoryFailure).key("dismiss-history-error")
      }
    }
    return nil
  }

  private static func bar(message: String, key: String, @ViewBuilder button: () -> [View]) -> View {
    View.hstack(spacing: 12) {
      View.image("dialog-error-symbolic")
      View.label(message, xalign: 0, wrap: true).expand(horizontal: true).key(key)
      button()
    }
    .cssClasses(["problem-banner"])
    .key("banner")
  }
}
