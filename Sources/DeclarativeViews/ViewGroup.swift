//  ViewGroup.swift

/// A group: views that a window's expansion keeps together (the items of a `ForEach` of components)
/// and that the reconciler places among the group's siblings, with no widget of its own. A group that
/// is the very same description as at the last render is skipped whole, without a look at its items.
extension View {
  /// A group of `views`, to be placed among its parent's children.
  package init(group views: [View]) {
    var fields = ViewFields(kind: .box, children: views)
    fields.isGroup = true
    self.storage = ViewStorage.make(fields, capacity: 0)
  }

  /// Whether this view is a group.
  package var isGroup: Bool {
    self.storage.fields.pointee.isGroup
  }

  /// `views` with each group replaced by its items, placed where the group is.
  @usableFromInline static func flattened(_ views: some Collection<View>) -> [View] {
    var flat: [View] = []
    flat.reserveCapacity(views.count)
    for view in views {
      if view.storage.fields.pointee.isGroup {
        flat.append(contentsOf: view.storage.children)
      } else {
        flat.append(view)
      }
    }
    return flat
  }

  /// How many widgets it stands for among its parent's children: a group's items, or one.
  @inlinable var width: Int {
    self.storage.fields.pointee.isGroup ? self.storage.fields.pointee.children.count : 1
  }
}
