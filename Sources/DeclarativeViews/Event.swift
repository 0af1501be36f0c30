//  Event.swift

/// Something a widget reports: each becomes a call of the view's handler for it.
public enum Event : Hashable, Sendable {
  /// A button, split button or activatable row was clicked.
  case clicked
  /// The text of an entry, entry row or text view changed (the new text).
  case textChanged
  /// Enter was pressed in an entry or entry row.
  case submitted
  /// A check button, switch or expander was turned on or off (the new state).
  case toggled
  /// A choice or a list row was selected, or a leaflet's user went to another pane (its index or key; nil: none).
  case selectionChanged
  /// A list row was activated by a double click or Enter (its key).
  case rowActivated
  /// A calendar's selected day changed (the new day).
  case dayChanged
  /// A drawing area was clicked at (x, y).
  case pressed
  /// The user asked to close a window, dialog or file chooser.
  case closeRequested
  /// A drawing area needs drawing (the canvas to draw on).
  case draw
  /// A window action with this name was activated (by a menu item, shortcut or button).
  case action(String)
  /// A value of the radio window action with this name was chosen (the value).
  case choice(String)
  /// A spin button's or scale's new value.
  case valueChanged
  /// A stack's newly shown page (its name).
  case pageChanged
  /// The path of the file picked in a file chooser.
  case fileChosen
  /// A column view's new sort order, chosen in a column header.
  case sortChanged
  /// A link button was clicked (the view opens the link itself).
  case linkClicked
  /// A message dialog's response (its id); Escape and the close button give the close response.
  case response
  /// A toast went away (its id): it timed out, was closed, or its button was pressed.
  case toastDismissed
  /// A drag, scroll, pinch, double click or key on a drawing area.
  case canvasInput
  /// A leaflet folded (true: it shows one pane at a time) or unfolded.
  case foldChanged
  /// Text was dropped on the view (what a `draggable` view carried, or text from another app).
  case dropped
  /// A file was dropped on the view (its path; once per file of the drop).
  case fileDropped
  /// The user asked to close a tab (its page's name): the tab goes when the description leaves it out.
  case tabClosed
}
