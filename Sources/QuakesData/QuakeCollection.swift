//  QuakeCollection.swift

import Dispatch
import HashTreeCollections

/// The quakes of the state: by id (a persistent hash tree) and in time order (`byTime`), both changed
/// together through this type, so the time index is never behind the quakes and never rebuilt for a
/// revision. Equal, hashed and encoded as its quakes by id: the index is derived from them.
///
/// ```swift
/// var quakes: QuakeCollection = [:]
/// quakes["ci1"] = quake
/// let newest = quakes.byTime.last
/// ```
public struct QuakeCollection : Sendable {
  /// A merge of a few quakes into 100,000 copies only the changed paths, and unchanged subtrees
  /// compare by identity, so "did the quakes change?" is cheap.
  public private(set) var byId: TreeDictionary<String, Quake>
  public private(set) var byTime: QuakesTimeIndex

  public init(_ byId: TreeDictionary<String, Quake> = [:]) {
    self.byId = byId
    self.byTime = QuakesTimeIndex(byId.values)
  }

  /// The collection of `quakes`, its two structures built at once and side by side on two threads (a
  /// cache load of a million quakes: about half the time of one after the other). An id given twice
  /// keeps its last quake.
  public init(_ quakes: [Quake]) {
    nonisolated(unsafe) var byId: TreeDictionary<String, Quake> = [:]
    nonisolated(unsafe) var byTime = QuakesTimeIndex()
    // A second thread pays off from thousands of quakes (a feed's few are built on this one).
    DispatchQueue.concurrentPerform(iterations: quakes.count < 4_096 ? 1 : 2) { part in
      if part == 0 {
        byId = TreeDictionary(quakes.lazy.map { ($0.quakeId, $0) }, uniquingKeysWith: { _, last in last })
      }
      if part == 1 || quakes.count < 4_096 {
        byTime = QuakesTimeIndex(quakes)
      }
    }
    self.byId = byId
    // An id given twice put both copies in the index: built again from the quakes kept.
    self.byTime = byId.count == quakes.count ? byTime : QuakesTimeIndex(byId.values)
  }

  public subscript(quakeId: String) -> Quake? {
    get { self.byId[quakeId] }
    set {
      let old = self.byId.updateValue(forKey: quakeId, with: newValue)
      self.reindex(old: old, new: newValue)
    }
  }

  public var values: TreeDictionary<String, Quake>.Values {
    self.byId.values
  }

  public var keys: TreeDictionary<String, Quake>.Keys {
    self.byId.keys
  }

  public var count: Int {
    self.byId.count
  }

  public var isEmpty: Bool {
    self.byId.isEmpty
  }

  /// Merges `incoming` one quake at a time: `resolve` gets the quake already kept under that id (if
  /// any) and the incoming one, and returns the quake to keep (nil removes it). A batch that changes
  /// more than an eighth of the collection rebuilds the time index at once (O(n log n)) rather than
  /// inserting each quake into it.
  public mutating func merge(_ incoming: [Quake], resolve: (Quake?, Quake) -> Quake?) {
    let rebuild = incoming.count > max(1024, self.count / 8)
    for quake in incoming {
      let kept = resolve(self.byId[quake.quakeId], quake)
      let old = self.byId.updateValue(forKey: quake.quakeId, with: kept)
      if !rebuild {
        self.reindex(old: old, new: kept)
      }
    }
    if rebuild {
      self.byTime = QuakesTimeIndex(self.byId.values)
    }
  }

  private mutating func reindex(old: Quake?, new: Quake?) {
    guard old != new else { return }
    if let old {
      self.byTime.remove(old)
    }
    if let new {
      self.byTime.insert(new)
    }
  }
}

extension TreeDictionary {
  /// Sets or removes the value for `key`; returns the value it had.
  fileprivate mutating func updateValue(forKey key: Key, with value: Value?) -> Value? {
    if let value {
      return self.updateValue(value, forKey: key)
    }
    return self.removeValue(forKey: key)
  }
}

extension QuakeCollection : Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.byId == rhs.byId
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.byId)
  }
}

extension QuakeCollection : Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try TreeDictionary<String, Quake>(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try self.byId.encode(to: encoder)
  }
}

extension QuakeCollection : ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, Quake)...) {
    self.init(TreeDictionary(uniqueKeysWithValues: elements))
  }
}

extension QuakeCollection : CustomReflectable {
  /// Shown as its quakes by id (in the inspector's state tree), not as the two structures.
  public var customMirror: Mirror {
    self.byId.customMirror
  }
}
