//  AnimalsFetch.swift

/// The animals a store could read, and a notice about the stored animals it could not (written past its
/// rules by another program), which are not shown.
public struct AnimalsFetch : Hashable, Sendable, Codable {
  /// Longer notices are cut here: a store with thousands of bad rows must not fill the window with them.
  public static let maxNoticeLength = 1_000

  public var animals: [Animal]
  /// In words a user understands, e.g. "2 stored animals could not be read and are not shown: …";
  /// nil when every stored animal was read.
  public var notice: String?

  public init(animals: [Animal], notice: String? = nil) {
    self.animals = animals
    self.notice = notice.map(Self.bounded)
  }

  private static func bounded(_ notice: String) -> String {
    notice.count > Self.maxNoticeLength ? notice.prefix(Self.maxNoticeLength - 1) + "…" : notice
  }
}
