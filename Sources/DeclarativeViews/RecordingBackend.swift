//  RecordingBackend.swift

/// A widget of `RecordingBackend`: a name for assertions, its children, and its current properties.
@MainActor public final class RecordedWidget {
  /// The widget's number, counting from 1 in the order the backend made them.
  public let id: Int
  /// What kind of widget it is.
  public let kind: ViewKind
  /// The handlers its events call: tests fire events through them.
  public let handlers: HandlerTable
  /// Its properties as last set; a property set to nil is absent.
  public internal(set) var properties: [Property : PropertyValue] = [:]
  /// Its children, in order.
  public internal(set) var children: [RecordedWidget] = []
  /// A list's row keys, in order, as the splices left them.
  public internal(set) var rowKeys: [String] = []

  init(id: Int, kind: ViewKind, handlers: HandlerTable) {
    self.id = id
    self.kind = kind
    self.handlers = handlers
  }
}

/// One widget operation, as the reconciler asked for it.
public enum WidgetOperation : Hashable, Sendable {
  /// Made a widget of a kind, numbered `id`.
  case create(ViewKind, id: Int)
  /// Set a property of widget `id` (nil: back to the default).
  case set(Property, PropertyValue?, id: Int)
  /// Put a child into a parent at `index`.
  case insert(child: Int, parent: Int, index: Int)
  /// Moved a child to `index` in its parent.
  case move(child: Int, parent: Int, index: Int)
  /// Took a child out of its parent.
  case remove(child: Int, parent: Int)
  /// Changed a list's rows.
  case splice(ListSplice, list: Int)
  /// Released a root widget.
  case destroy(id: Int)
}

/// A backend with no display: keeps a widget tree in memory and records every operation,
/// so tests and benchmarks can assert exactly what a render touched.
@MainActor public final class RecordingBackend : WidgetBackend {
  /// Every operation since it was made or since `clearOperations()`, in order.
  public private(set) var operations: [WidgetOperation] = []
  private var nextID = 0

  /// A backend with no widgets and no operations.
  public init() {}

  /// Operations recorded since the backend was made (forgetting them does not reset it).
  public private(set) var operationCount = 0

  private func record(_ operation: WidgetOperation) {
    self.operations.append(operation)
    self.operationCount += 1
  }

  /// Forgets the operations recorded so far (the widgets stay), to assert on the next render alone.
  public func clearOperations() {
    self.operations.removeAll()
  }

  public func makeWidget(kind: ViewKind, handlers: HandlerTable) -> RecordedWidget {
    self.nextID += 1
    self.record(.create(kind, id: self.nextID))
    return RecordedWidget(id: self.nextID, kind: kind, handlers: handlers)
  }

  public func setProperty(_ property: Property, to value: PropertyValue?, on widget: RecordedWidget, kind: ViewKind) {
    self.record(.set(property, value, id: widget.id))
    widget.properties[property] = value
  }

  public func insertChild(_ child: RecordedWidget, slot: Slot, into parent: RecordedWidget, parentKind: ViewKind, at index: Int, after previous: RecordedWidget?) {
    self.record(.insert(child: child.id, parent: parent.id, index: index))
    parent.children.insert(child, at: Self.position(after: previous, in: parent))
  }

  public func moveChild(_ child: RecordedWidget, slot: Slot, in parent: RecordedWidget, parentKind: ViewKind, to index: Int, after previous: RecordedWidget?) {
    self.record(.move(child: child.id, parent: parent.id, index: index))
    parent.children.removeAll { $0 === child }
    parent.children.insert(child, at: Self.position(after: previous, in: parent))
  }

  public func removeChild(_ child: RecordedWidget, slot: Slot, from parent: RecordedWidget, parentKind: ViewKind) {
    self.record(.remove(child: child.id, parent: parent.id))
    parent.children.removeAll { $0 === child }
  }

  public func updateRows(of list: RecordedWidget, to rows: any ListContent, splice: ListSplice?) {
    guard let splice else { return }
    self.record(.splice(splice, list: list.id))
    let added = (splice.position ..< splice.position + splice.added).map { rows.key(at: $0) }
    list.rowKeys.replaceSubrange(splice.position ..< splice.position + splice.removed, with: added)
  }

  public func destroyRoot(_ widget: RecordedWidget, kind: ViewKind) {
    self.record(.destroy(id: widget.id))
  }

  private static func position(after previous: RecordedWidget?, in parent: RecordedWidget) -> Int {
    guard let previous, let index = parent.children.firstIndex(where: { $0 === previous }) else { return 0 }
    return index + 1
  }
}
