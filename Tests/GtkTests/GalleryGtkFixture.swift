//  GalleryGtkFixture.swift

import AppShell
import GalleryData
import GalleryUI
import ImmutableData
import ImmutableUI

/// A gallery app on a manual scheduler, started without a GApplication: the app the gallery's GTK
/// suites drive.
@MainActor struct GalleryGtkFixture {
  let store = GalleryApp.makeStore()
  let scheduler = ManualScheduler()
  let app: GtkApp<GalleryState, GalleryAction>

  init() {
    self.app = GalleryApp.make(store: self.store, scheduler: self.scheduler)
    _ = self.app.startWithoutApplication()
  }
}
