//  MediaPage.swift

import AppShell
import DeclarativeViews
import Foundation
import GalleryData
import Localization

/// Icons at three sizes, a carousel, an image from a file the user picks, a link button and a drawing.
enum MediaPage {
  static func body(_ state: GalleryState, _ context: WindowContext<GalleryState, GalleryAction, Void>) -> View {
    View.vstack(spacing: 12) {
      View.caption(tr("Icons"))
      View.hstack(spacing: 12) {
        View.image("face-smile-symbolic", pixelSize: 16).tooltip(tr("16 pixels"))
        View.image("face-smile-symbolic", pixelSize: 32).tooltip(tr("32 pixels"))
        View.image("face-smile-symbolic", pixelSize: 64).tooltip(tr("64 pixels"))
      }
      View.caption(tr("Carousel"))
      View.carousel(page: state.slide, onPage: context.send { .showSlide($0) }) {
        for icon in GalleryState.slides {
          View.image(icon, pixelSize: 64).accessibleLabel(tr("Slide %@", (GalleryState.slides.firstIndex(of: icon)! + 1).formatted(.number.locale(Localization.locale))))
        }
      }
      .size(height: 110)
      .tooltip(tr("Swipe, scroll or drag to the next slide"))
      .name("carousel")
      View.caption(tr("Image from a file"))
      View.hstack(spacing: 12) {
        if let path = state.imagePath {
          View.image(file: path, pixelSize: 96).tooltip(path)
        } else {
          View.label(tr("No image chosen yet.")).cssClasses(["dim-label"])
        }
        View.button(tr("Choose an Image…"), send: context.send(.openChooser(.open))).align(vertical: .center)
      }
      View.caption(tr("Link button"))
      View.linkButton(tr("The GTK documentation"), uri: "https://docs.gtk.org/gtk4/") { context.dispatch(.openLink) }
        .tooltip(tr("Counted here instead of opened")).align(horizontal: .start).name("link")
      View.label(trn("Clicked %@ time", "Clicked %@ times", state.linkClicks), xalign: 0)
      View.caption(tr("Drawing"))
      View.drawingArea(version: state.volume, draw: { canvas in
        let fill = max(0, min(1, state.volume / 100))
        var path = CanvasPath()
        path.addRectangle(x: 0, y: 0, width: Double(canvas.width) * fill, height: Double(canvas.height))
        canvas.fill(path, with: CanvasColor(red: 0.2, green: 0.5, blue: 0.9))
      }).size(height: 24).tooltip(tr("A custom drawing of the volume"))
    }
  }
}
