//  TodoItem.swift

/// One thing to do.
public struct TodoItem : Hashable, Sendable, Codable {
  public var id: String
  public var title: String
  public var isDone: Bool

  public init(id: String, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
