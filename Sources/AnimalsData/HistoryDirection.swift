//  HistoryDirection.swift

/// Whether a request goes back (undo) or forward (redo) in the history.
public enum HistoryDirection : Hashable, Sendable, Codable {
  case undo
  case redo
}
