//  RangesPage.swift

import AppShell
import DeclarativeViews
import GalleryData

/// A spin button, a scale, a progress bar and a level bar.
enum RangesPage {
  @MainActor static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption("Spin button")
      View.spinButton(value: state.count, in: GalleryState.countRange, step: 0.5, digits: 1, accessibleLabel: "Count") {
        context.dispatch(.setCount($0))
      }.tooltip("A number from 0 to 10").align(horizontal: .start).key("count")
      View.caption("Scale")
      View.scale(value: state.volume, in: GalleryState.volumeRange, step: 5, accessibleLabel: "Volume") { context.dispatch(.setVolume($0)) }
        .tooltip("A slider from 0 to 100").key("volume")
      View.caption("Progress bar")
      View.progressBar(fraction: state.progress, text: "\(state.progressSteps * 10) %", accessibleLabel: "Progress")
        .tooltip("Progress in steps of 10 %").key("progress")
      View.hstack {
        View.button("Step") { context.dispatch(.stepProgress) }.sensitive(state.progressSteps < 10).key("step")
        View.button("Reset") { context.dispatch(.resetProgress) }.sensitive(state.progressSteps > 0).key("reset")
      }
      View.caption("Level bar")
      View.levelBar(value: state.volume, in: GalleryState.volumeRange, accessibleLabel: "Volume level")
        .tooltip("The volume as a meter").key("level")
    }
  }
}
