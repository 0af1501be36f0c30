//  ComponentRecord.swift

import DeclarativeViews
import ImmutableUI

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
  /// The component whose body placed it (nil: the window's body).
  @exclusivity(unchecked) weak var parent: ComponentRecord?
  /// The components its body placed (at its last expansion).
  @exclusivity(unchecked) var children: [ComponentRecord] = []
  /// The `ForEach`es of components its body placed (at its last expansion).
  @exclusivity(unchecked) var collections: [CollectionRecord] = []
  @exclusivity(unchecked) var generation = 0
  /// For an item of a `ForEach`: its collection, its key among its siblings (its id as text) and its
  /// path, which the components of its body extend.
  @exclusivity(unchecked) weak var collection: CollectionRecord?
  @exclusivity(unchecked) var key: String?
  @exclusivity(unchecked) var path: UInt64 = 0
  /// What its selections call when one changes (they hold it weakly; see `DirtyMark`).
  let mark = DirtyMark()

  init(node: ComponentNode) {
    self.node = node
    self.mark.record = self
  }

  /// Whether its body placed components (which stay while it is skipped).
  var placesComponents: Bool {
    !self.children.isEmpty || !self.collections.isEmpty
  }

  /// Its body runs at the next expansion, and the bodies that placed it are expanded again.
  func markDirty() {
    self.isDirty = true
    self.collection?.hasDirtyItem = true
    var ancestor = self.parent
    while let record = ancestor, !record.hasDirtyDescendant {
      record.hasDirtyDescendant = true
      record.collection?.hasDirtyItem = true
      ancestor = record.parent
    }
  }

  /// The scope, of the window's store types.
  func scope<State, Action>(of _: State.Type, _: Action.Type) -> SelectionScope<State, Action> {
    unsafeDowncast(self.scope!, to: SelectionScope<State, Action>.self)
  }
}

/// A record's selections call it when one changes; it lives as long as its record. The selections hold
/// it weakly (a record dropped without being cancelled is never called), and a weak reference gives its
/// object a side table that makes every retain and release take the slow path: the record, retained
/// for every component on every render, does not pay that.
@MainActor final class DirtyMark {
  unowned var record: ComponentRecord?
}

/// One `ForEach` of components in a window: its last items (in order), their records and bodies, and the
/// group of those bodies it was last shown as.
@MainActor final class CollectionRecord {
  @exclusivity(unchecked) var node: ComponentCollection?
  @exclusivity(unchecked) var items: [ComponentRecord] = []
  /// The items' expanded bodies, keyed and placed.
  @exclusivity(unchecked) var bodies: [View] = []
  /// The bodies as one group (`View(group:)`): the same description while nothing changed, which the
  /// reconciler then skips whole.
  @exclusivity(unchecked) var group = View(group: [])
  /// Where the `ForEach` stood in its builder at the last render.
  @exclusivity(unchecked) var place: UInt64 = 0
  @exclusivity(unchecked) var generation = 0
  /// An item is dirty, or a component below one.
  @exclusivity(unchecked) var hasDirtyItem = false
  /// Whether an item may read the local state, have `onChange(of:)` sites, or place components: when
  /// false, nothing needs a look at the items (exact after a change of items, possibly stale true after).
  @exclusivity(unchecked) var mayReadLocal = false
  @exclusivity(unchecked) var mayReact = false
  @exclusivity(unchecked) var mayPlaceComponents = false

  /// Notes what `item`'s body did (after it ran or was expanded again).
  func note(_ item: ComponentRecord) {
    self.mayReadLocal = self.mayReadLocal || item.readsLocal
    self.mayReact = self.mayReact || !item.reactionSites.isEmpty
    self.mayPlaceComponents = self.mayPlaceComponents || item.placesComponents
  }
}
