//  PersistentStack.swift

/// An immutable stack that shares structure between versions: push and pop are O(1) and never copy,
/// so a state holding one can be copied into every new state of the store for free.
struct PersistentStack<Element> : Sendable where Element : Sendable {
  private final class Node : Sendable {
    let element: Element
    let next: Node?

    init(element: Element, next: Node?) {
      self.element = element
      self.next = next
    }
  }

  private var top: Node?
  private(set) var count = 0

  init() {}

  var last: Element? {
    self.top?.element
  }

  mutating func push(_ element: Element) {
    self.top = Node(element: element, next: self.top)
    self.count += 1
  }

  mutating func popLast() -> Element? {
    guard let top else { return nil }
    self.top = top.next
    self.count -= 1
    return top.element
  }

  /// Keeps the newest `limit` elements. O(limit): callers trim only when the stack reached twice the
  /// limit, so the cost per push stays O(1) amortized.
  mutating func keepNewest(_ limit: Int) {
    guard self.count > limit else { return }
    var kept: [Element] = []
    kept.reserveCapacity(limit)
    var node = self.top
    while let current = node, kept.count < limit {
      kept.append(current.element)
      node = current.next
    }
    self = PersistentStack()
    for element in kept.reversed() {
      self.push(element)
    }
  }

  /// Elements from the newest to the oldest.
  var newestFirst: [Element] {
    var elements: [Element] = []
    var node = self.top
    while let current = node {
      elements.append(current.element)
      node = current.next
    }
    return elements
  }
}
