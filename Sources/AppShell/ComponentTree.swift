//  ComponentTree.swift

import DeclarativeViews
import ImmutableUI

/// The components of one window: for each placed component (its type and its place in the description)
/// the selections its body reads, its last inputs and its last body. Expanding a description replaces
/// every component placeholder with a body: the last one when nothing it depends on changed (the very
/// same description, which the reconciler skips without looking inside), or a new one from its body.
@MainActor final class ComponentTree<State, Action> where State : Sendable, Action : Sendable {
  private let center: SubscriptionCenter<State, Action>
  private let onChange: @MainActor () -> Void
  // Main-actor confined, touched for every component on every render: no run-time exclusivity checks.
  @exclusivity(unchecked) private var records: [UInt64 : ComponentRecord] = [:]
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var parents: [ComponentRecord] = []
  /// How many component bodies have run since the window opened (tests and benchmarks count them).
  private(set) var bodyRuns = 0

  /// Components whose selections live on `center`; `onChange` asks the window for a render.
  init(center: SubscriptionCenter<State, Action>, onChange: @escaping @MainActor () -> Void) {
    self.center = center
    self.onChange = onChange
  }

  /// `view` with every component replaced by its body; `render` runs a body for a record. Components
  /// the description no longer places are dropped, with their subscriptions.
  func expand(_ view: View, render: (ComponentRecord, ComponentNode) -> View) -> View {
    self.generation += 1
    let expanded = self.expand(view, path: 0x1D, render: render)
    for (key, record) in self.records where record.generation != self.generation {
      record.cancel()
      self.records[key] = nil
    }
    return expanded
  }

  /// Every component runs its body at the next expansion (the window asked for everything again).
  func invalidateAll() {
    for record in self.records.values {
      record.isDirty = true
    }
  }

  /// Components whose bodies read the local state run again at the next expansion.
  func invalidateLocalReaders() {
    for record in self.records.values where record.readsLocal {
      record.markDirty()
    }
  }

  /// Calls `body` with the sites of `onChange(of:)` of each component shown that has some, skipped or
  /// not (their values are kept).
  func forEachReactionSites(_ body: (Set<ChangeReactions.Site>) -> Void) {
    for record in self.records.values where !record.reactionSites.isEmpty {
      body(record.reactionSites)
    }
  }

  /// Cancels every component's subscriptions (the window closed).
  func cancelAll() {
    for record in self.records.values {
      record.cancel()
    }
    self.records.removeAll()
  }

  private func expand(_ view: View, path: UInt64, render: (ComponentRecord, ComponentNode) -> View) -> View {
    if let node = view.component {
      return self.expand(node, placeholder: view, path: path, render: render)
    }
    guard view.containsComponents else { return view }
    var view = view
    var children = view.children
    for index in children.indices where children[index].containsComponents {
      let child = children[index]
      var expanded = self.expand(child, path: Self.path(path, child: child, at: index), render: render)
      expanded.builderPlace = child.builderPlace
      children[index] = expanded
    }
    view.children = children
    return view
  }

  private func expand(_ node: ComponentNode, placeholder: View, path: UInt64, render: (ComponentRecord, ComponentNode) -> View) -> View {
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
          record.body = self.expandBody(of: record, placeholder: placeholder, path: key, render: render)
        } else {
          self.keepGenerations(below: record)
        }
        return record.body
      }
    } else {
      let onChange = self.onChange
      let made = ComponentRecord(node: node)
      let scope = SelectionScope(center: self.center) { [weak made] in
        made?.markDirty()
        onChange()
      }
      made.scope = scope
      made.cancel = { scope.cancelAll() }
      record = made
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
    record.body = self.expandBody(of: record, placeholder: placeholder, path: key, render: render)
    return record.body
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

  private func expandBody(of record: ComponentRecord, placeholder: View, path: UInt64, render: (ComponentRecord, ComponentNode) -> View) -> View {
    record.children.removeAll(keepingCapacity: true)
    self.parents.append(record)
    defer { self.parents.removeLast() }
    var body = self.expand(record.rawBody, path: path, render: render)
    if let key = placeholder.key, body.key != key {
      body.key = key
    }
    return body
  }

  /// A skipped component's components are still shown: they stay.
  private func keepGenerations(below record: ComponentRecord) {
    guard !record.children.isEmpty else { return }
    for child in record.children {
      child.generation = self.generation
      self.keepGenerations(below: child)
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

/// One placed component of a window: its selections, last inputs and last body. Not generic: the
/// window's generic code touches a record for every component on every render, and a generic class
/// would look up its metadata each time.
@MainActor final class ComponentRecord {
  /// The selections its body reads (a `SelectionScope` of the window's store); a changed one marks it
  /// dirty and asks for a render.
  @exclusivity(unchecked) var scope: AnyObject?
  /// Cancels the scope's subscriptions.
  @exclusivity(unchecked) var cancel: () -> Void = {}
  @exclusivity(unchecked) var node: ComponentNode
  /// What the body returned, with its own components still placeholders.
  @exclusivity(unchecked) var rawBody = View.vstack {}
  /// The body with its components expanded: what the window shows.
  @exclusivity(unchecked) var body = View.vstack {}
  /// Its selections changed (or the window asked for everything again) since its body last ran.
  @exclusivity(unchecked) var isDirty = true
  /// A component below it is dirty: its body is re-expanded (not re-run).
  @exclusivity(unchecked) var hasDirtyDescendant = false
  /// The body read the window's local state: a local change runs it again.
  @exclusivity(unchecked) var readsLocal = false
  /// The `onChange(of:)` calls of its body, kept while the body is skipped.
  @exclusivity(unchecked) var reactionSites: Set<ChangeReactions.Site> = []
  @exclusivity(unchecked) weak var parent: ComponentRecord?
  /// The components its body placed (at its last expansion).
  @exclusivity(unchecked) var children: [ComponentRecord] = []
  @exclusivity(unchecked) var generation = 0

  init(node: ComponentNode) {
    self.node = node
  }

  func markDirty() {
    self.isDirty = true
    var ancestor = self.parent
    while let record = ancestor, !record.hasDirtyDescendant {
      record.hasDirtyDescendant = true
      ancestor = record.parent
    }
  }

  /// The scope, of the window's store types.
  func scope<State, Action>(of _: State.Type, _: Action.Type) -> SelectionScope<State, Action> {
    unsafeDowncast(self.scope!, to: SelectionScope<State, Action>.self)
  }
}
