//  GallerySelections.swift

import GalleryData
import ImmutableUI

/// The selections the gallery's pages read.
enum GallerySelections {
  static let state = Selection<GalleryState, GalleryAction, GalleryState> { $0 }
  static let sortedStars = Selection<GalleryState, GalleryAction, [GalleryStar]>(select: GallerySelectors.sortedStars)
}
