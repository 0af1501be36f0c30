//  TodoFileError.swift

/// Why the to-do file could not be read or written, in words for the user.
public enum TodoFileError : Error, Equatable, CustomStringConvertible {
  case tooLarge(path: String, bytes: Int)
  case unreadable(path: String, reason: String)
  case corrupt(path: String)
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .tooLarge(let path, let bytes):
      "\(path) has \(bytes) bytes, more than the \(TodoFile.maximumBytes) a to-do list may have."
    case .unreadable(let path, let reason):
      "\(path) could not be read: \(reason)"
    case .corrupt(let path):
      "\(path) is not a to-do list. Move it away to start a new list."
    case .unwritable(let path, let reason):
      "Your changes could not be saved to \(path): \(reason)"
    }
  }
}
