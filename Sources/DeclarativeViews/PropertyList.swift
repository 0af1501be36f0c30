//  PropertyList.swift

/// A view's properties and their values, sorted by `Property` order (the order a backend gets them
/// in). Read like a dictionary: `view.properties[.text]`; written only inside this package.
/// It shares the view's storage: reading a view's properties copies nothing.
public struct PropertyList {
  @usableFromInline var storage: ViewStorage

  @inlinable init(storage: ViewStorage) {
    self.storage = storage
  }

  /// No properties, with room for `capacity`: a storage of its own whose other fields wait for the
  /// view that takes it (`View.init`).
  package init(capacity: Int) {
    self.storage = ViewStorage.make(ViewFields(kind: .box), capacity: capacity)
  }

  /// The value of `property`, or nil when it is left out (the widget keeps GTK's default).
  public subscript(property: Property) -> PropertyValue? {
    get { self.storage.value(of: property) }
    set {
      let room = self.storage.propertyCount + 1
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = self.storage.copy(capacity: room)
      } else if newValue != nil, room > self.storage.fields.pointee.capacity {
        self.storage = self.storage.copy(capacity: Swift.max(room, 2 * self.storage.fields.pointee.capacity))
      }
      self.storage.set(property, to: newValue)
    }
  }

  /// How many properties are set.
  public var count: Int { self.storage.propertyCount }
  /// Whether no property is set.
  public var isEmpty: Bool { self.storage.propertyCount == 0 }
  /// The properties that are set, in `Property` order.
  public var keys: [Property] { self.storage.entries.map(\.property) }
}

extension PropertyList : Sequence {
  /// Walks the properties and their values, in `Property` order.
  public struct Iterator : IteratorProtocol {
    let storage: ViewStorage
    var index = 0

    /// The next property and its value, or nil after the last.
    public mutating func next() -> (key: Property, value: PropertyValue)? {
      guard self.index < self.storage.propertyCount else { return nil }
      defer { self.index += 1 }
      let entry = self.storage.entries[self.index]
      return (entry.property, entry.value)
    }
  }

  /// Each property and its value, in `Property` order.
  public func makeIterator() -> Iterator {
    Iterator(storage: self.storage)
  }

  /// How many properties are set.
  public var underestimatedCount: Int { self.count }
}

extension PropertyList : ExpressibleByDictionaryLiteral {
  /// The properties of the literal; a property may appear once.
  public init(dictionaryLiteral elements: (Property, PropertyValue)...) {
    self.init(capacity: elements.count)
    for (property, value) in elements {
      precondition(self.storage.value(of: property) == nil, "PropertyList: \(property) appears twice")
      self.storage.set(property, to: value)
    }
  }
}

extension PropertyList : Equatable {
  /// Whether both set the same properties to equal values.
  public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
    ViewComparison.sameProperties(lhs.storage, rhs.storage)
  }
}

extension PropertyList : CustomStringConvertible {
  /// The properties and values, like a dictionary's: `[text: string("a"), wrap: bool(true)]`.
  public var description: String {
    guard !self.isEmpty else { return "[:]" }
    return "[" + self.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
  }
}
