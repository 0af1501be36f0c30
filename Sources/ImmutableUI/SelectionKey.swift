//  SelectionKey.swift

/// The identity of a selection within a scope: where it is declared (the source position of its
/// `Selection(…)` expression) and, for one that captures parameters, their values (its `id`).
///
/// Nobody writes one: two declarations never share a key, and one declaration read with other
/// parameters makes another subscription. A factory that captures a value must pass it in `id`:
///
/// ```swift
/// static func animals(in category: Category.ID?) -> Selection<AnimalsState, AnimalsAction, [Animal]> {
///   Selection(id: category) { state in state.animals(in: category) }
/// }
/// ```
public struct SelectionKey : Hashable, @unchecked Sendable, CustomStringConvertible {
  // The declaration's #fileID literal: one address per literal of the binary, so comparing and hashing
  // the address is exact and costs no string work.
  private let file: UnsafeRawPointer
  private let fileID: StaticString
  private let line: UInt32
  private let column: UInt32
  // Unchecked Sendable: `Selection`'s initializers take only Sendable ids.
  private let parameter: AnyHashable?

  init(fileID: StaticString, line: UInt, column: UInt, parameter: AnyHashable?) {
    self.file = UnsafeRawPointer(fileID.utf8Start)
    self.fileID = fileID
    self.line = UInt32(truncatingIfNeeded: line)
    self.column = UInt32(truncatingIfNeeded: column)
    self.parameter = parameter
  }

  public static func == (lhs: SelectionKey, rhs: SelectionKey) -> Bool {
    lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column && lhs.parameter == rhs.parameter
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.file)
    hasher.combine(self.line)
    hasher.combine(self.column)
    hasher.combine(self.parameter)
  }

  /// "QuakesUI/QuakesSelections.swift:21:7 (id: …)": where the selection is declared.
  public var description: String {
    let place = "\(self.fileID):\(self.line):\(self.column)"
    return self.parameter.map { "\(place) (id: \($0))" } ?? place
  }
}
