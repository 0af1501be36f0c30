//  LoadedQuakes.swift

/// The quakes a cache load read, with the collection the state keeps built from them where the load
/// runs (off the main actor): merged into a state with no quakes yet, a million quakes are one
/// assignment in the reducer instead of seconds of inserts on the main actor. Equal, hashed and coded
/// as the quakes alone, in the order they were read (the collection is derived from them).
///
/// ```swift
/// let loaded = LoadedQuakes(try await cache.load().quakes)
/// try store.dispatch(action: .data(.cacheDidLoad(loaded)))
/// ```
public struct LoadedQuakes : Sendable {
  /// The quakes, in the order the cache read them.
  public let quakes: [Quake]
  /// The same quakes by id and in time order (an id read twice keeps its last quake).
  public let collection: QuakeCollection
  /// The collection of the newest quakes read before this load (`cacheDidLoadRecent`), whose quakes
  /// this one holds too: a state holding exactly that takes this collection as it is.
  public let recent: QuakeCollection?

  /// Builds the collection of `quakes`: O(n log n), on the caller's thread and one more.
  public init(_ quakes: [Quake], after recent: QuakeCollection? = nil) {
    self.quakes = quakes
    self.collection = QuakeCollection(quakes)
    self.recent = recent
  }

  /// Whether the load read no quake.
  public var isEmpty: Bool {
    self.quakes.isEmpty
  }
}

extension LoadedQuakes : Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.quakes == rhs.quakes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.quakes)
  }
}

extension LoadedQuakes : Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try [Quake](from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try self.quakes.encode(to: encoder)
  }
}

extension LoadedQuakes : ExpressibleByArrayLiteral {
  /// The quakes listed, as a load read them (tests).
  public init(arrayLiteral quakes: Quake...) {
    self.init(quakes)
  }
}
