//  GalleryError+UserFacing.swift

import AppShell
import GalleryData

extension GalleryError : UserFacingError {
  /// The refusal in the user's words and language, as the app's notices show it.
  public var userMessage: String {
    self.description
  }
}
