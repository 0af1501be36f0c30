//  GallerySelections.swift

import GalleryData
import ImmutableUI

/// The selections the gallery's pages read.
enum GallerySelections {
  static let state = Selection<GalleryState, GalleryAction, GalleryState>(id: "gallery.state") { $0 }
  static let sortedStars = Selection<GalleryState, GalleryAction, [GalleryStar]>(id: "gallery.sortedStars", select: GallerySelectors.sortedStars)
}
