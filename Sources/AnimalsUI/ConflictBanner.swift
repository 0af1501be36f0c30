//  ConflictBanner.swift

import AnimalsData
import DeclarativeViews
import Localization

/// A bar above the panes saying that someone else changed an animal before the user's change was saved,
/// what the animal is now, and what the user wanted; Retry makes the change over the current values,
/// Discard keeps them. Shared by every window; one refused change at a time (by animal id).
struct ConflictBanner : AnimalsComponent, Equatable {
  let send: AnimalsSender

  func body(_ context: Context) -> View {
    guard let report = context.select(AnimalsSelections.conflicts).first else { return View.vstack(spacing: 0) {} }
    let categories = context.select(AnimalsSelections.categories)
    let animalId = report.conflict.animalId
    let text = report.text { id in categories.first { $0.categoryId == id }?.name ?? id }
    return View.hstack(spacing: 12) {
      View.image("dialog-warning-symbolic")
      View.label(text, xalign: 0, wrap: true).expand(horizontal: true).name("conflict-message")
      if report.canRetry {
        View.button(tr("Retry")) { self.send(.ui(.didTapRetryConflict(animalId: animalId)), showingRefusalIn: context) }
        .name("conflict-retry")
      }
      View.button(tr("Discard"), send: context.send(.ui(.didTapDiscardConflict(animalId: animalId)))).name("conflict-discard")
    }
    .cssClasses(["problem-banner"])
    .name("conflict-banner")
  }
}
