//  ConflictBanner.swift

import AnimalsData
import DeclarativeViews
import Localization

/// A bar above the panes saying that someone else changed an animal before the user's change was saved,
/// what the animal is now, and what the user wanted; Retry makes the change over the current values,
/// Discard keeps them. Shared by every window; one refused change at a time (by animal id).
enum ConflictBanner {
  static func view(_ model: AnimalsWindowModel, actions: AnimalsActions) -> View? {
    guard let report = model.conflicts.first else { return nil }
    let animalId = report.conflict.animalId
    return View.hstack(spacing: 12) {
      View.image("dialog-warning-symbolic")
      View.label(report.text(categoryName: model.categoryName), xalign: 0, wrap: true).expand(horizontal: true).name("conflict-message")
      if report.canRetry {
        View.button(tr("Retry"), action: { actions.retryConflict(animalId) }).name("conflict-retry")
      }
      View.button(tr("Discard"), action: { actions.discardConflict(animalId) }).name("conflict-discard")
    }
    .cssClasses(["problem-banner"])
    .name("conflict-banner")
  }
}
