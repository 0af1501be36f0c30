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
}
