//  GalleryAction.swift

/// What the user did in the gallery.
public enum GalleryAction : Hashable, Sendable {
  /// Shows a section.
  case selectSection(GallerySection)
  /// Shows the page disabled, or not.
  case setDisabled(Bool)
  /// A button was clicked.
  case click
  /// The check button changed.
  case setChecked(Bool)
  /// The switch changed.
  case setSwitch(Bool)
  /// The entry changed.
  case setName(String)
  /// The search entry changed.
  case setSearch(String)
  /// The text view changed.
  case setNotes(String)
  /// The code editor changed.
  case setCode(String)
  /// Text pasted from the clipboard, added at the end of the notes.
  case pasteIntoNotes(String)
  /// The spin button changed.
  case setCount(Double)
  /// The scale changed.
  case setVolume(Double)
  /// Advances the progress bar by 10 %.
  case stepProgress
  /// Empties the progress bar.
  case resetProgress
  /// The drop-down changed.
  case chooseFlavour(Int?)
  /// The radio group changed.
  case chooseSize(Int?)
  /// A calendar day was picked.
  case pickDay(GalleryDay)
  /// The stack switcher changed the page.
  case showPage(String?)
  /// A tab was chosen.
  case selectDocument(String?)
  /// A tab's close button was clicked.
  case closeDocument(String?)
  /// Opens every document again.
  case reopenDocuments
  /// Shows or hides the preferences window.
  case showPreferences(Bool)
  /// The carousel went to a slide.
  case showSlide(Int?)
  /// The view switcher chose a page.
  case showViewPage(String?)
  /// The expander opened or closed.
  case showDetails(Bool)
  /// A grid tile was selected.
  case selectTile(String?)
  /// A table row was selected.
  case selectStar(String?)
  /// A table header was clicked.
  case sortStars(GallerySort?)
  /// The link button was clicked.
  case openLink
  /// Shows the file chooser.
  case openChooser(GalleryChooser)
  /// The user chose a file.
  case choseFile(String)
  /// The user cancelled the file chooser.
  case cancelChooser
  /// Shows the alert.
  case showAlert
  /// The alert was confirmed.
  case confirmAlert
  /// The alert was cancelled.
  case dismissAlert
  /// A menu item was chosen.
  case menuCommand(String)
}
