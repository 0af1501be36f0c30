//  GalleryApp.swift

import AppShell
import GalleryData
import ImmutableData
import ImmutableUI
import StoreInspector

/// The widget gallery: every kind of widget of the view layer, with its states, on one store.
public enum GalleryApp {
  /// The GApplication id.
  public static let id = "org.immutabledata.Gallery"

  /// A store in the gallery's first state.
  public static func makeStore() -> Store<GalleryState, GalleryAction> {
    Store(initialState: GalleryState(), reducer: GalleryReducer.reduce)
  }

  /// The app on `store`, with the inspector; tests pass a `ManualScheduler`.
  public static func make(store: Store<GalleryState, GalleryAction>, scheduler: any RenderScheduler = MainQueueScheduler()) -> GtkApp<GalleryState, GalleryAction> {
    let app = GtkApp(
      id: Self.id,
      provider: StoreProvider(store: store, scheduler: scheduler),
      scene: WindowScene(initialFocus: "sections", body: GalleryWindow.body)
    )
    app.enableInspector()
    return app
  }
}
