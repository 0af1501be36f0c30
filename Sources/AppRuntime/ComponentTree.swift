//  ComponentTree.swift

import DeclarativeViews
import ImmutableUI

/// The components of one window: for each placed component (its type and its place in the description)
/// the selections its body reads, its last inputs and its last body. Expanding a description replaces
/// every component placeholder with a body: the last one when nothing it depends on changed (the very
/// same description, which the reconciler skips without looking inside), or a new one from its body.
/// A `ForEach` of components becomes a group of its items' bodies (see `ComponentTree+Collections`).
@MainActor final class ComponentTree<State, Action> where State : Sendable, Action : Sendable {
  /// Runs a component's body for its record (the window makes the context).
  typealias Render = (ComponentRecord, ComponentNode) -> View

  private let center: SubscriptionCenter<State, Action>
  private let onChange: @MainActor () -> Void
  // Main-actor confined, touched for every component on every render: no run-time exclusivity checks.
  @exclusivity(unchecked) private var records: [UInt64 : ComponentRecord] = [:]
  /// The `ForEach`es of components, by place: their items' records are theirs, not in `records`.
  @exclusivity(unchecked) var collections: [UInt64 : CollectionRecord] = [:]
  @exclusivity(unchecked) var generation = 0
  /// The records whose bodies are being expanded, innermost last.
  @exclusivity(unchecked) var parents: [ComponentRecord] = []
  /// How many component bodies have run since the window opened (tests and benchmarks count them).
  var bodyRuns = 0

  /// Components whose selections live on `center`; `onChange` asks the window for a render.
  init(center: SubscriptionCenter<State, Action>, onChange: @escaping @MainActor () -> Void) {
    self.center = center
    self.onChange = onChange
  }

  /// `view` with every component replaced by its body; `render` runs a body for a record. Components
  /// the description no longer places are dropped, with their subscriptions.
  func expand(_ view: View, render: Render) -> View {
    self.generation += 1
    let expanded = self.expand(view, path: 0x1D, render: render)
    for (key, record) in self.records where record.generation != self.generation {
      record.cancel()
      self.records[key] = nil
    }
    for (key, collection) in self.collections where collection.generation != self.generation {
      collection.items.forEach { $0.cancel() }
      self.collections[key] = nil
    }
    return expanded
  }

  /// Every component runs its body at the next expansion (the window asked for everything again).
  func invalidateAll() {
    for record in self.records.values {
      record.isDirty = true
    }
    for collection in self.collections.values {
      collection.items.forEach { $0.isDirty = true }
      collection.hasDirtyItem = true
    }
  }

  /// Components whose bodies read the local state run again at the next expansion.
  func invalidateLocalReaders() {
    for record in self.records.values where record.readsLocal {
      record.markDirty()
    }
    for collection in self.collections.values where collection.mayReadLocal {
      for item in collection.items where item.readsLocal {
        item.markDirty()
      }
    }
  }

  /// Calls `body` with the sites of `onChange(of:)` of each component shown that has some, skipped or
  /// not (their values are kept).
  func forEachReactionSites(_ body: (Set<ChangeReactions.Site>) -> Void) {
    for record in self.records.values where !record.reactionSites.isEmpty {
      body(record.reactionSites)
    }
    for collection in self.collections.values where collection.mayReact {
      for item in collection.items where !item.reactionSites.isEmpty {
        body(item.reactionSites)
      }
    }
  }

  /// Cancels every component's subscriptions (the window closed).
  func cancelAll() {
    for record in self.records.values {
      record.cancel()
    }
    for collection in self.collections.values {
      collection.items.forEach { $0.cancel() }
    }
    self.records.removeAll()
    self.collections.removeAll()
  }

  func expand(_ view: View, path: UInt64, render: Render) -> View {
    if let node = view.component {
      return self.expand(node, placeholder: view, path: path, render: render)
    }
    guard view.containsComponents else { return view }
    var view = view
    var children = view.children
    for index in children.indices where children[index].containsComponents {
      let child = children[index]
      let childPath = Self.path(path, child: child, at: index)
      var expanded: View
      if let node = child.component, node.isCollection {
        expanded = self.expand(unsafeDowncast(node, to: ComponentCollection.self), place: child.builderPlace, path: childPath, render: render)
      } else {
        expanded = self.expand(child, path: childPath, render: render)
      }
      expanded.builderPlace = child.builderPlace
      children[index] = expanded
    }
    view.children = children
    return view
  }

  private func expand(_ node: ComponentNode, placeholder: View, path: UInt64, render: Render) -> View {
    // The type's address, not its hash: `hashValue` runs SipHash for every component on every render.
    let key = Place.appending(UInt64(UInt(bitPattern: node.type)), to: path)
    let record: ComponentRecord
    if let existing = self.records[key] {
      record = existing
      assert(record.generation != self.generation, "Two components of type \(node.typeName) have one place in the window: give each item of a ForEach a distinct id")
      self.adopt(record)
      if !record.isDirty, record.node.hasSameInputs(as: node) {
        record.generation = self.generation
        record.node = node
        if record.hasDirtyDescendant {
          record.hasDirtyDescendant = false
          record.body = self.expandBody(of: record, key: placeholder.key, path: key, render: render)
        } else {
          self.keepGenerations(below: record)
        }
        return record.body
      }
    } else {
      record = self.makeRecord(node: node)
      self.records[key] = record
      self.adopt(record)
    }
    record.generation = self.generation
    record.node = node
    record.isDirty = false
    record.hasDirtyDescendant = false
    record.readsLocal = false
    self.bodyRuns += 1
    record.rawBody = render(record, node)
    return self.expandBody(of: record, key: placeholder.key, path: key, render: render)
  }

  /// A record for a component first placed now, subscribed to the window's store.
  func makeRecord(node: ComponentNode) -> ComponentRecord {
    let onChange = self.onChange
    let made = ComponentRecord(node: node)
    let scope = SelectionScope(center: self.center) { [weak mark = made.mark] in
      mark?.record?.markDirty()
      onChange()
    }
    made.scope = scope
    made.cancel = { scope.cancelAll() }
    return made
  }

  /// `record` is placed by the body being expanded (if any).
  private func adopt(_ record: ComponentRecord) {
    guard let parent = self.parents.last else {
      if record.parent != nil { record.parent = nil }
      return
    }
    if record.parent !== parent { record.parent = parent }
    parent.children.append(record)
  }

  /// The record's body with its components expanded (and keyed `key`): what the window shows of it.
  func expandBody(of record: ComponentRecord, key: String?, path: UInt64, render: Render) -> View {
    record.children.removeAll(keepingCapacity: true)
    record.collections.removeAll(keepingCapacity: true)
    self.parents.append(record)
    defer { self.parents.removeLast() }
    var body = self.expand(record.rawBody, path: path, render: render)
    if let key, body.key != key {
      body.key = key
    }
    record.body = body
    return body
  }

  /// A skipped component's components are still shown: they stay.
  func keepGenerations(below record: ComponentRecord) {
    for child in record.children {
      child.generation = self.generation
      self.keepGenerations(below: child)
    }
    for collection in record.collections {
      self.keep(collection)
    }
  }

  /// The path of the child at `index` of the view at `path`: its place in the builder and its key.
  private static func path(_ path: UInt64, child: View, at index: Int) -> UInt64 {
    var step = child.builderPlace != 0 ? child.builderPlace : UInt64(index) &+ 0x9E37
    if let key = child.key {
      // FNV-1a: the ids of a collection are short, and a seeded SipHash per child costs more.
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in key.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
      step = Place.appending(hash, to: step)
    }
    return Place.appending(step, to: path)
  }
}
