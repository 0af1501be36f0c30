//  AnimalsFetch.swift

/// The animals a store could read, and a notice about the stored animals it could not (written past its
/// rules by another program), which are not shown.
public struct AnimalsFetch : Hashable, Sendable, Codable {
  public var animals: [Animal]
  /// Which stored animals could not be read; nil when every stored animal was read.
  public var notice: UnreadableAnimalsNotice?

  public init(animals: [Animal], notice: UnreadableAnimalsNotice? = nil) {
    self.animals = animals
    self.notice = notice
  }
}
