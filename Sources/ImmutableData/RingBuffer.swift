//  RingBuffer.swift

/// A bounded FIFO: appending to a full buffer drops the oldest element. O(1) append and index.
struct RingBuffer<Element> {
  let capacity: Int
  private var storage: [Element] = []
  private var head = 0
  /// Elements dropped because the buffer was full.
  private(set) var droppedCount = 0

  init(capacity: Int) {
    precondition(capacity > 0, "a ring buffer holds at least one element")
    self.capacity = capacity
  }

  var count: Int {
    self.storage.count
  }

  var isEmpty: Bool {
    self.storage.isEmpty
  }

  /// The `index`-th element, oldest first.
  subscript(index: Int) -> Element {
    self.storage[(self.head + index) % self.storage.count]
  }

  var last: Element? {
    self.isEmpty ? nil : self[self.count - 1]
  }

  mutating func append(_ element: Element) {
    if self.storage.count < self.capacity {
      self.storage.append(element)
    } else {
      self.storage[self.head] = element
      self.head = (self.head + 1) % self.capacity
      self.droppedCount += 1
    }
  }

  mutating func removeAll() {
    self.storage.removeAll()
    self.head = 0
  }

  var elements: [Element] {
    (0 ..< self.count).map { self[$0] }
  }
}
