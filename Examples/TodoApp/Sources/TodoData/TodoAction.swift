//  TodoAction.swift

/// What happened: the user's gestures, and what the file listener reports back.
public enum TodoAction : Hashable, Sendable {
  case didTapAdd(id: String, title: String)
  case didToggle(id: String, isDone: Bool)
  case didTapDelete(id: String)
  case didTapClearDone
  case didSave
  case didFailToSave(String)
}
