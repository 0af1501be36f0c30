//  GallerySection.swift

import Localization

/// The pages of the gallery, one per family of widget kinds.
public enum GallerySection : String, CaseIterable, Hashable, Sendable, Codable {
  /// Buttons, toggles, menus.
  case buttons
  /// Labels, entries, the text view.
  case text
  /// Spin button, scale, progress and level bars.
  case ranges
  /// Drop-down, radio group, calendars.
  case choices
  /// Stack, expander, split view.
  case pages
  /// Grid view and column view.
  case collections
  /// Images, link button, drawing.
  case media
  /// Context menu, file chooser, alert.
  case dialogs

  /// The title shown in the sidebar and the header bar.
  public var title: String {
    switch self {
    case .buttons: tr("Buttons and toggles")
    case .text: tr("Text")
    case .ranges: tr("Numbers and progress")
    case .choices: tr("Choices and dates")
    case .pages: tr("Pages and sections")
    case .collections: tr("Grid and table")
    case .media: tr("Images and links")
    case .dialogs: tr("Menus and dialogs")
    }
  }
}
