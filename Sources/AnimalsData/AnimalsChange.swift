//  AnimalsChange.swift

/// One committed change of the stored animals, as the live channel publishes it to every client.
public enum AnimalsChange : Hashable, Sendable, Codable {
  /// An animal was added, updated or restored: this is how it is stored now.
  case saved(animal: Animal)
  case deleted(animalId: Animal.ID)
  /// Everything was replaced (the sample data reloaded): fetch it all again.
  case replacedAll
}

/// A change with its place in the store's sequence: numbers only ever go up, so a client that saw
/// number N asks for what came after N.
public struct SequencedChange : Hashable, Sendable, Codable {
  public var sequence: Int64
  public var change: AnimalsChange

  public init(sequence: Int64, change: AnimalsChange) {
    self.sequence = sequence
    self.change = change
  }
}

/// What the store answers to "the changes after N".
public enum ChangesSince : Hashable, Sendable {
  /// Every change after N, in order (at most the limit asked for); `latest` is the newest number.
  case changes([SequencedChange], latest: Int64)
  /// N is older than the changes the store keeps, or newer than any it gave out (another database):
  /// fetch everything again, then follow from `latest`.
  case reload(latest: Int64)
}
