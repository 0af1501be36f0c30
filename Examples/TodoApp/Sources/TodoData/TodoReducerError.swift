//  TodoReducerError.swift

/// Why the reducer refused an action (the state is left as it was).
public enum TodoReducerError : Error, Equatable, CustomStringConvertible {
  case emptyTitle
  case titleTooLong(Int)
  case duplicateId(String)
  case unknownId(String)

  public var description: String {
    switch self {
    case .emptyTitle: "A to-do needs a title."
    case .titleTooLong(let length): "A title has at most \(TodoReducer.maximumTitleLength) characters; this one has \(length)."
    case .duplicateId(let id): "There is already a to-do with id \(id)."
    case .unknownId(let id): "There is no to-do with id \(id)."
    }
  }
}
