//  AnimalsPane.swift

/// The three panes of the Animals window, in order: what a narrow window shows one at a time.
public enum AnimalsPane : Int, Hashable, Sendable {
  case categories
  case animals
  case animal

  /// The pane before this one (the back button's), if any.
  var previous: AnimalsPane? {
    AnimalsPane(rawValue: self.rawValue - 1)
  }
}
