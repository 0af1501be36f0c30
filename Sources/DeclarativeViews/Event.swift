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
  /// A message dialog's response (its id); Escape and the close button give the close response.
  case response
  /// A toast went away (its id): it timed out, was closed, or its button was pressed.
  case toastDismissed
}
