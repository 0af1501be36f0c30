//  RangesPage.swift

import AppShell
import DeclarativeViews
import GalleryData
import Localization

/// A spin button, a scale, a progress bar and a level bar.
enum RangesPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Spin button"))
      View.spinButton(value: state.count, in: GalleryState.countRange, step: 0.5, digits: 1, accessibleLabel: tr("Count"), onChange: context.send { .setCount($0) })
        .tooltip(tr("A number from 0 to 10")).align(horizontal: .start).name("count")
      View.caption(tr("Scale"))
      View.scale(value: state.volume, in: GalleryState.volumeRange, step: 5, accessibleLabel: tr("Volume"), onChange: context.send { .setVolume($0) })
        .tooltip(tr("A slider from 0 to 100")).name("volume")
      View.caption(tr("Progress bar"))
      View.progressBar(fraction: state.progress, text: tr("%@ %%", state.progressSteps * 10), accessibleLabel: tr("Progress"))
        .tooltip(tr("Progress in steps of 10 %")).name("progress")
      View.hstack {
        View.button(tr("Step"), send: context.send(.stepProgress)).sensitive(state.progressSteps < 10).name("step")
        View.button(tr("Reset"), send: context.send(.resetProgress)).sensitive(state.progressSteps > 0)
      }
      View.caption(tr("Level bar"))
      View.levelBar(value: state.volume, in: GalleryState.volumeRange, accessibleLabel: tr("Volume level"))
        .tooltip(tr("The volume as a meter")).name("level")
    }
  }
}
