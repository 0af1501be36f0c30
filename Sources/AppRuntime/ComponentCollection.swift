//  ComponentCollection.swift

import DeclarativeViews

extension ForEach {
  /// One component per item, identified by the item's id. The items stay in one node: a render in
  /// which an item's inputs (the component value) and selections did not change costs a comparison,
  /// and that item's body does not run; an item whose id moved keeps its widgets and its body. (A name
  /// of its own: an overload of `ForEach.init` would take the view-builder closures that are one `if`.)
  ///
  /// ```swift
  /// View.vbox {
  ///   ForEach.components(animals, id: \.animalId) { AnimalRow(animal: $0) }
  /// }
  /// ```
  @inlinable @MainActor public static func components<ID : Hashable, C : Component & Equatable>(
    _ items: some Sequence<Item>,
    id: (Item) -> ID,
    content: (Item) -> C
  ) -> ForEach {
    var components: [C] = []
    var ids: [ID] = []
    components.reserveCapacity(items.underestimatedCount)
    ids.reserveCapacity(items.underestimatedCount)
    for item in items {
      ids.append(id(item))
      components.append(content(item))
    }
    // The comparison is made here, in the app's module, so that it is specialized for the item and id
    // types: the collection's own (generic) code would compare every item through witness tables.
    let node = ComponentCollectionNode(components: components, ids: ids) { new, old in
      ComponentCollectionNode<C, ID>.sources(unsafeDowncast(new, to: ComponentCollectionNode<C, ID>.self), from: old)
    }
    return ForEach(placeholder: View(component: node))
  }
}

extension ForEach where Item : Identifiable {
  /// One component per item, identified by the item's `id` (see `components(_:id:content:)`).
  @inlinable @MainActor public static func components<C : Component & Equatable>(_ items: some Sequence<Item>, content: (Item) -> C) -> ForEach {
    Self.components(items, id: \.id, content: content)
  }
}

/// Where an item of a component collection was at the collection's last render.
@usableFromInline enum ItemSource {
  /// A new id.
  case new
  /// At this old position, with equal inputs.
  case same(Int)
  /// At this old position, with other inputs: its body runs.
  case changed(Int)
}

/// A `ForEach` of components in a description: the items' components and ids, compared with the last
/// render's by the window (`ComponentTree`). Not generic, so the window's code stays specialized for
/// its own store types; `ComponentCollectionNode` holds the typed items.
@MainActor @usableFromInline class ComponentCollection : ComponentNode {
  /// For each item, where it was in `old` (nil: every item is where it was, with equal inputs).
  @usableFromInline let compare: @MainActor (_ new: ComponentCollection, _ old: ComponentCollection?) -> [ItemSource]?

  @usableFromInline init(of type: Any.Type, compare: @escaping @MainActor (ComponentCollection, ComponentCollection?) -> [ItemSource]?) {
    self.compare = compare
    super.init(collectionOf: type)
  }

  /// How many items it has.
  var count: Int {
    preconditionFailure("ComponentCollection is subclassed for each component and id type")
  }

  /// A node for the item at `index`, to run its body.
  func itemNode(at index: Int) -> ComponentNode {
    preconditionFailure("ComponentCollection is subclassed for each component and id type")
  }

  /// The item's key among its siblings (its id as text).
  func itemKey(at index: Int) -> String {
    preconditionFailure("ComponentCollection is subclassed for each component and id type")
  }

  /// The item's step in the path of the components its body places (its id's hash).
  func itemStep(at index: Int) -> UInt64 {
    preconditionFailure("ComponentCollection is subclassed for each component and id type")
  }
}

/// The items of a `ForEach` of components of type `C` identified by `ID`.
@MainActor @usableFromInline final class ComponentCollectionNode<C : Component & Equatable, ID : Hashable> : ComponentCollection {
  @usableFromInline let components: [C]
  @usableFromInline let ids: [ID]

  @inlinable init(components: [C], ids: [ID], compare: @escaping @MainActor (ComponentCollection, ComponentCollection?) -> [ItemSource]?) {
    self.components = components
    self.ids = ids
    super.init(of: C.self, compare: compare)
  }

  /// Where each item of `new` was in `old`: the items that kept their positions are compared in place,
  /// the others found by id (the first of equal ids wins; the reconciler stops on duplicate keys).
  @inlinable static func sources(_ new: ComponentCollectionNode, from old: ComponentCollection?) -> [ItemSource]? {
    guard let old, ObjectIdentifier(Swift.type(of: old)) == ObjectIdentifier(Self.self) else {
      return [ItemSource](repeating: .new, count: new.ids.count)
    }
    let last = unsafeDowncast(old, to: Self.self)
    if last === new { return nil }
    let (ids, oldIds) = (new.ids, last.ids)
    let (components, oldComponents) = (new.components, last.components)
    var kept = 0
    let common = min(ids.count, oldIds.count)
    while kept < common, ids[kept] == oldIds[kept], components[kept] == oldComponents[kept] {
      kept += 1
    }
    if kept == ids.count, kept == oldIds.count { return nil }
    var sources: [ItemSource] = []
    sources.reserveCapacity(ids.count)
    for index in 0 ..< kept {
      sources.append(.same(index))
    }
    var oldIndexById: [ID : Int] = [:]
    oldIndexById.reserveCapacity(oldIds.count - kept)
    for index in kept ..< oldIds.count where oldIndexById[oldIds[index]] == nil {
      oldIndexById[oldIds[index]] = index
    }
    for index in kept ..< ids.count {
      // Removed once matched: one old item never serves two new ones.
      if let source = oldIndexById.removeValue(forKey: ids[index]) {
        sources.append(components[index] == oldComponents[source] ? .same(source) : .changed(source))
      } else {
        sources.append(.new)
      }
    }
    return sources
  }

  override var count: Int {
    self.ids.count
  }

  override func itemNode(at index: Int) -> ComponentNode {
    EquatableComponentNode(self.components[index])
  }

  override func itemKey(at index: Int) -> String {
    ForEach<C>.key(self.ids[index])
  }

  override func itemStep(at index: Int) -> UInt64 {
    UInt64(UInt(bitPattern: self.ids[index].hashValue))
  }

  override var typeName: String {
    "ForEach of \(C.self)"
  }
}
