//  SkipsBar.swift

import AppShell
import DeclarativeViews
import Localization

/// The bar the inspector shows while some actions are skipped: how many, how far the history without
/// them is computed, and Discard or Commit.
enum SkipsBar {
  static func view(_ state: InspectorState, canCommit: Bool, context: WindowContext<InspectorState, InspectorAction, Void>) -> View {
    View.hstack(spacing: 12) {
      View.label(Self.text(state, canCommit: canCommit), xalign: 0, wrap: true)
        .expand(horizontal: true)
        .name("skips-text")
      if let progress = state.replayProgress, progress.total > 0 {
        View.progressBar(fraction: Double(progress.done) / Double(progress.total), accessibleLabel: tr("Replaying the actions"))
          .size(width: 120)
          .name("replay-progress")
      }
      View.button(tr("Discard"), send: context.send(.didTapDiscardSkips)).name("discard-skips")
      if canCommit {
        View.button(tr("Commit"), send: context.send(.didTapCommitSkips))
          .sensitive(state.replayProgress == nil)
          .cssClasses(["suggested-action"])
          .name("commit-skips")
      }
    }
    .cssClasses(["preview-banner"])
  }

  static func text(_ state: InspectorState, canCommit: Bool) -> String {
    let skipped = trn("%@ action skipped: the app shows its history without it.", "%@ actions skipped: the app shows its history without them.", state.skippedIDs.count)
    var parts = [skipped]
    if state.replayProgress != nil {
      parts.append(tr("Replaying…"))
    } else if !state.refusedIDs.isEmpty {
      parts.append(trn("The app refused %@ action in that history.", "The app refused %@ actions in that history.", state.refusedIDs.count))
    }
    if !canCommit {
      parts.append(tr("This log's history can be previewed, not committed."))
    }
    return parts.joined(separator: " ")
  }
}
