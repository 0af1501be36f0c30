//  GalleryError.swift

/// Why the gallery's reducer refused an action; the state is then unchanged.
public enum GalleryError : Error, Hashable, Sendable, CustomStringConvertible {
  /// A number outside its widget's range.
  case outOfRange(what: String, value: Double, range: ClosedRange<Double>)
  /// A choice index that is not one of the choices.
  case noSuchChoice(what: String, index: Int, count: Int)
  /// A page name that is not a page.
  case noSuchPage(String)
  /// A text longer than `GalleryState.maximumTextLength`.
  case textTooLong(what: String, length: Int)
  /// A chosen file that is not an absolute path.
  case notAnAbsolutePath(String)

  /// The refusal in words a user understands.
  public var description: String {
    switch self {
    case .outOfRange(let what, let value, let range):
      "The \(what) must be between \(range.lowerBound) and \(range.upperBound), not \(value)."
    case .noSuchChoice(let what, let index, let count):
      "There is no \(what) number \(index + 1): there are \(count)."
    case .noSuchPage(let page):
      "There is no page named \(page)."
    case .textTooLong(let what, let length):
      "The \(what) text is \(length) characters long; at most \(GalleryState.maximumTextLength) are kept."
    case .notAnAbsolutePath(let path):
      "The file \(path) is not a full path from /."
    }
  }
}
