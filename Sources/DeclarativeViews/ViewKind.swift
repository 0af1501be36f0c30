//  ViewKind.swift

/// The kinds of widget a view description can ask for. A change of kind replaces the widget.
/// What each kind has (its properties and events) is in `ViewKind+Vocabulary.swift`.
public enum ViewKind : String, Hashable, Sendable, CaseIterable {
  case window
  case headerBar
  case box
  case label
  case button
  case menuButton
  case entry
  case searchEntry
  case checkButton
  case switchToggle
  case dropDown
  case separator
  case spinner
  case image
  case scrolled
  case paned
  case list
  case popover
  case calendar
  case drawingArea
  case dialog
  /// Multi-line, word-wrapping text (`View.textView`).
  case textView
  /// A number field with − and + buttons (`View.spinButton`).
  case spinButton
  /// A horizontal slider (`View.scale`).
  case scale
  /// A progress bar (`View.progressBar`).
  case progressBar
  /// A meter (`View.levelBar`).
  case levelBar
  /// Mutually exclusive radio buttons (`View.radioGroup`).
  case radioGroup
  /// Pages with a switcher above them (`View.stack`).
  case stack
  /// A titled section that opens and closes (`View.expander`).
  case expander
  /// A button that opens a web address (`View.linkButton`).
  case linkButton
  /// A virtualized grid of tiles (`View.gridView`).
  case gridView
  /// A virtualized table with sortable columns (`View.columnView`).
  case columnView
  /// A modal file chooser, to open or save (`View.fileChooser`).
  case fileChooser
  // libadwaita (View+Adwaita.swift).
  case applicationWindow
  case adwHeaderBar
  case toastOverlay
  case statusPage
  case messageDialog
  case preferencesGroup
  case actionRow
  case entryRow
  case comboRow
  case splitButton
}
