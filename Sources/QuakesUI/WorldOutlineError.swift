//  WorldOutlineError.swift

/// Why the world outline resource was refused, in words for the log.
nonisolated enum WorldOutlineError : Error, Equatable, CustomStringConvertible {
  case missing(path: String)
  case unreadable(path: String, reason: String)
  case tooLarge(bytes: Int)
  case empty
  case malformedPair(line: Int, text: String)
  case outOfRange(line: Int, text: String)
  case tooFewVertices(line: Int, count: Int)

  var description: String {
    switch self {
    case .missing(let path):
      "the file \(path) is missing from the installation"
    case .unreadable(let path, let reason):
      "the file \(path) could not be read as UTF-8 text: \(reason)"
    case .tooLarge(let bytes):
      "the file has \(bytes) bytes, more than the \(WorldOutlineFile.maximumBytes) allowed"
    case .empty:
      "the file has no outline in it"
    case .malformedPair(let line, let text):
      "line \(line): \"\(text)\" is not a \"longitude,latitude\" pair of whole tenths of a degree"
    case .outOfRange(let line, let text):
      "line \(line): \"\(text)\" is outside -1800...1800 tenths of longitude or -900...900 of latitude"
    case .tooFewVertices(let line, let count):
      "line \(line): a ring needs at least 3 points, it has \(count)"
    }
  }
}
