//  ForEach.swift

/// Repeated children, one group per item, identified by the item's id: a child keeps its widget when
/// its item moves, and a new item gets a new one. Two items with the same id are a programming error
/// (debug builds stop). For one `Equatable` component per item (AppShell's `Component`),
/// `ForEach.components(items, id:) { Row($0) }` keeps the items in one node: a render in which an item's
/// inputs and selections did not change costs a comparison, not a body.
///
/// ```swift
/// View.vbox {
///   ForEach(todos, id: \.id) { todo in
///     View.checkButton(todo.title, isOn: todo.isDone, onToggle: context.send { .setDone(todo.id, $0) })
///   }
/// }
/// ```
public struct ForEach<Item> {
  /// The children, each keyed by its item's id.
  public let views: [View]

  /// The views `content` makes for each of `items`, keyed by the item's `id`.
  @inlinable public init<ID : Hashable>(_ items: some Sequence<Item>, id: (Item) -> ID, @ViewBuilder content: (Item) -> [View]) {
    var views: [View] = []
    views.reserveCapacity(items.underestimatedCount)
    for item in items {
      let key = Self.key(id(item))
      // Keyed where they are: a copy of each view would share its storage, which the key then copies.
      var made = content(item)
      for index in made.indices {
        made[index].setKey(key)
      }
      views.append(contentsOf: made)
    }
    self.views = views
  }

  /// A `ForEach` made of one placeholder (AppShell's components).
  @usableFromInline package init(placeholder: View) {
    self.views = [placeholder]
  }

  /// The id as a key. Specialized for the id type (inlinable), the common ids take no generic printing.
  @inlinable package static func key<ID : Hashable>(_ id: ID) -> String {
    if let string = id as? String { return string }
    if let int = id as? Int { return String(int) }
    return String(describing: id)
  }
}

extension ForEach where Item : Identifiable {
  /// The views `content` makes for each of `items`, keyed by the item's `id`.
  @inlinable public init(_ items: some Sequence<Item>, @ViewBuilder content: (Item) -> [View]) {
    self.init(items, id: \.id, content: content)
  }
}

extension ViewBuilder {
  /// The children of a `ForEach`.
  public static func buildExpression<Item>(_ forEach: ForEach<Item>) -> [View] { forEach.views }
}
