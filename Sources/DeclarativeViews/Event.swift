//  Event.swift

/// Something a widget reports: each becomes a call of the view's handler for it.
public enum Event : Hashable, Sendable {
  case clicked
  case textChanged
  case submitted
  case toggled
  case selectionChanged
  case rowActivated
  case dayChanged
  case pressed
  case closeRequested
  case draw
  case action(String)
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
}
