//  ComponentTree+Collections.swift

import DeclarativeViews

/// A `ForEach` of components expands into a group of its items' bodies. An item keeps its record (its
/// selections) and its body while its id stays, its inputs are equal and nothing it selects changed;
/// a render in which no item changed returns the very same group, which the reconciler skips whole.
extension ComponentTree {
  /// The group of `node`'s items' bodies for the `ForEach` at `path`, placed at `place`.
  func expand(_ node: ComponentCollection, place: UInt64, path: UInt64, render: Render) -> View {
    let key = Place.appending(UInt64(UInt(bitPattern: node.type)), to: path)
    let collection: CollectionRecord
    if let existing = self.collections[key] {
      collection = existing
      assert(collection.generation != self.generation, "Two \(node.typeName) have one place in the window")
    } else {
      collection = CollectionRecord()
      self.collections[key] = collection
    }
    collection.generation = self.generation
    self.parents.last?.collections.append(collection)
    let compared = node.compare(node, collection.node)
    collection.node = node
    guard compared != nil || collection.place != place else {
      // Every item where it was, with equal inputs: only the dirty ones (if any) change.
      if collection.hasDirtyItem {
        self.refreshDirtyItems(of: collection, node: node, path: key, render: render)
      } else {
        self.keep(collection)
      }
      return collection.group
    }
    let sources = compared ?? (0 ..< node.count).map { .same($0) }
    self.rebuild(collection, node: node, sources: sources, place: place, path: key, render: render)
    return collection.group
  }

  /// A collection whose body is skipped stays, and so do the components its items placed.
  func keep(_ collection: CollectionRecord) {
    collection.generation = self.generation
    guard collection.mayPlaceComponents else { return }
    for item in collection.items where item.placesComponents {
      self.keepGenerations(below: item)
    }
  }

  /// Runs the bodies of the dirty items (and expands again those with a dirty component below).
  private func refreshDirtyItems(of collection: CollectionRecord, node: ComponentCollection, path: UInt64, render: Render) {
    collection.hasDirtyItem = false
    for (index, item) in collection.items.enumerated() {
      if item.isDirty {
        collection.bodies[index] = self.runItem(item, of: node, at: index, in: collection, path: path, render: render)
      } else if item.hasDirtyDescendant {
        item.hasDirtyDescendant = false
        collection.bodies[index] = self.itemBody(of: item, in: collection, render: render)
      } else if item.placesComponents {
        self.keepGenerations(below: item)
      }
    }
    collection.group = Self.group(collection.bodies, place: collection.place)
  }

  /// The items after a change of ids, order or inputs: each reuses the record (and, with equal inputs
  /// and nothing dirty, the body) of the item with its id; the items gone are cancelled.
  private func rebuild(_ collection: CollectionRecord, node: ComponentCollection, sources: [ItemSource], place: UInt64, path: UInt64, render: Render) {
    collection.hasDirtyItem = false
    collection.place = place
    (collection.mayReadLocal, collection.mayReact, collection.mayPlaceComponents) = (false, false, false)
    var items: [ComponentRecord] = []
    var bodies: [View] = []
    items.reserveCapacity(sources.count)
    bodies.reserveCapacity(sources.count)
    for (index, source) in sources.enumerated() {
      let item: ComponentRecord
      var body: View
      switch source {
      case .same(let old) where !collection.items[old].isDirty:
        item = collection.items[old]
        if item.hasDirtyDescendant {
          item.hasDirtyDescendant = false
          body = self.itemBody(of: item, in: collection, render: render)
        } else {
          self.keepGenerations(below: item)
          body = collection.bodies[old]
          body.builderPlace = place
        }
      case .same(let old), .changed(let old):
        item = collection.items[old]
        body = self.runItem(item, of: node, at: index, in: collection, path: path, render: render)
      case .new:
        item = self.makeRecord(node: node)
        item.collection = collection
        body = self.runItem(item, of: node, at: index, in: collection, path: path, render: render)
      }
      item.generation = self.generation
      collection.note(item)
      items.append(item)
      bodies.append(body)
    }
    for item in collection.items where item.generation != self.generation {
      item.cancel()
    }
    collection.items = items
    collection.bodies = bodies
    collection.group = Self.group(bodies, place: place)
  }

  /// Runs the body of the item at `index` of `node`.
  private func runItem(_ item: ComponentRecord, of node: ComponentCollection, at index: Int, in collection: CollectionRecord, path: UInt64, render: Render) -> View {
    let itemNode = node.itemNode(at: index)
    item.generation = self.generation
    item.node = itemNode
    item.isDirty = false
    item.hasDirtyDescendant = false
    item.readsLocal = false
    item.key = node.itemKey(at: index)
    item.path = Place.appending(node.itemStep(at: index), to: path)
    self.bodyRuns += 1
    item.rawBody = render(item, itemNode)
    return self.itemBody(of: item, in: collection, render: render)
  }

  /// An item's body expanded, keyed by its id and placed where its collection is.
  private func itemBody(of item: ComponentRecord, in collection: CollectionRecord, render: Render) -> View {
    let parent = self.parents.last
    if item.parent !== parent { item.parent = parent }
    var body = self.expandBody(of: item, key: item.key, path: item.path, render: render)
    body.builderPlace = collection.place
    collection.note(item)
    return body
  }

  private static func group(_ bodies: [View], place: UInt64) -> View {
    var group = View(group: bodies)
    group.builderPlace = place
    return group
  }
}
