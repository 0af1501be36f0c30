//  ViewKind.swift

/// The kinds of widget a view description can ask for. A change of kind replaces the widget.
public enum ViewKind : String, Hashable, Sendable {
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
