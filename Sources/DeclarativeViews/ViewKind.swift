//  ViewKind.swift

/// The kinds of widget a view description can ask for. A change of kind replaces the widget.
/// What each kind has (its properties and events) is in `ViewKind+Vocabulary.swift`.
public enum ViewKind : String, Hashable, Sendable, CaseIterable {
  /// A top-level window (`View.window`).
  case window
  /// A window's title bar with start and end slots (`View.headerBar`).
  case headerBar
  /// A row or column of children (`View.vstack`, `View.hstack`).
  case box
  /// Text that the user reads (`View.label`).
  case label
  /// A push button with a label or an icon (`View.button`).
  case button
  /// A button that opens a menu or a popover (`View.menuButton`, `View.popoverButton`).
  case menuButton
  /// A one-line text field (`View.entry`).
  case entry
  /// A one-line search field with a clear button (`View.searchEntry`).
  case searchEntry
  /// A check box with a label (`View.checkButton`).
  case checkButton
  /// An on/off switch (`View.toggle`).
  case switchToggle
  /// A choice among texts in a drop-down (`View.dropDown`).
  case dropDown
  /// A thin line between views (`View.separator`).
  case separator
  /// A busy indicator (`View.spinner`).
  case spinner
  /// An icon by name or an image file (`View.image`).
  case image
  /// A scrolled area around one child (`View.scrolled`).
  case scrolled
  /// Two panes with a draggable divider (`View.paned`).
  case paned
  /// A virtualized list of rows (`View.list`).
  case list
  /// The pop-over content of a popover button.
  case popover
  /// A month calendar to pick a day (`View.calendar`).
  case calendar
  /// An area drawn by the view on a canvas (`View.drawingArea`).
  case drawingArea
  /// A modal dialog window (`View.dialog`).
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
  /// A GNOME application window (`View.applicationWindow`).
  case applicationWindow
  /// A GNOME header bar (`View.adwHeaderBar`).
  case adwHeaderBar
  /// Shows toasts over its child (`View.toastOverlay`).
  case toastOverlay
  /// An empty or error state with an icon, a title and a description (`View.statusPage`).
  case statusPage
  /// A modal question with response buttons (`View.messageDialog`).
  case messageDialog
  /// A titled boxed list of rows (`View.preferencesGroup`).
  case preferencesGroup
  /// A row with a title, a subtitle and suffix widgets (`View.actionRow`).
  case actionRow
  /// A row that is a titled text field (`View.entryRow`).
  case entryRow
  /// A row with a drop-down choice (`View.comboRow`).
  case comboRow
  /// A button with a menu arrow on its side (`View.splitButton`).
  case splitButton
  /// Panes side by side in a wide window, one at a time in a narrow one (`View.leaflet`).
  case leaflet
  /// Pages with GNOME's adaptive view switcher: on top when it fits, a bar at the bottom when it does
  /// not (`View.viewStack`).
  case viewStack
  /// Pages the user swipes or scrolls through, with dots for where they are (`View.carousel`).
  case carousel
  /// Pages in tabs the user chooses and closes (`View.tabView`).
  case tabView
  /// GNOME's preferences window, over the window it is a child of, with pages of groups of rows
  /// (`View.preferencesWindow`).
  case preferencesWindow
  /// A page of a preferences window: a title, an icon and groups of rows (`View.preferencesPage`).
  case preferencesPage
  /// A widget the vocabulary does not have, described by a value of the app's own type (`View.gtk`, a
  /// `GtkWidgetRepresentable`): the escape hatch to any GTK widget.
  case custom
}
