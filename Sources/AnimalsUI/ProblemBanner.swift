//  ProblemBanner.swift

import AnimalsData
import DeclarativeViews
import Localization

/// A bar above the panes saying what went wrong: a failed fetch (with Retry), a refused request, or a
/// failed undo or redo (shared by every window: dismissing it dismisses it everywhere).
struct ProblemBanner : AnimalsComponent, Equatable {
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    if let failure = context.select(AnimalsSelections.fetchFailure) {
      let isFetching = context.select(AnimalsSelections.isFetching)
      return Self.bar(message: failure.text, name: "fetch-error") {
        View.button(tr("Retry")) { self.send(.ui(.didTapRetry), showingRefusalIn: context) }.name("retry").sensitive(!isFetching)
      }
    }
    if let problem = context.local.problem {
      return Self.bar(message: problem.text, name: "problem") {
        View.button(tr("Dismiss"), action: context.updating { $0.problem = nil })
      }
    }
    if let failure = context.select(AnimalsSelections.history).failure {
      return Self.bar(message: failure.text, name: "history-error") {
        View.button(tr("Dismiss")) { self.send(.ui(.didDismissHistoryFailure)) }
      }
    }
    return View.vstack(spacing: 0) {}
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
