//  TodoState.swift

/// The app's global state: the list every window shows, and why the last save failed, if it did.
public struct TodoState : Hashable, Sendable {
  public var items: [TodoItem]
  public var saveProblem: String?

  public init(items: [TodoItem] = [], saveProblem: String? = nil) {
    self.items = items
    self.saveProblem = saveProblem
  }
}
