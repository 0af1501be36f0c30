//  UnreadableAnimalsNotice.swift

/// Stored animals a store could not read (written past its rules by another program) and does not show:
/// how many, and the ids of the first few. The reasons go to the log.
public struct UnreadableAnimalsNotice : Hashable, Sendable, Codable {
  /// At most this many ids are named: a store with thousands of bad rows must not fill the window with them.
  public static let maxNamed = 5

  /// How many; nil when a server said only that some could not be read.
  public var count: Int?
  /// The ids of the first ones (at most `maxNamed`).
  public var animalIds: [String]

  /// A notice of `count` animals naming the first `maxNamed` of `animalIds`.
  public init(count: Int?, animalIds: [String]) {
    self.count = count
    self.animalIds = Array(animalIds.prefix(Self.maxNamed))
  }
}
