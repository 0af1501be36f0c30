//  UndoStacks.swift

/// Undo and redo stacks to keep in an app's state, so undo is an ordinary action handled by the reducer
/// (and, when it must reach a database or a server, by a listener reacting to the transition).
///
/// ```swift
/// // In the reducer: an ordinary action records its step, Undo and Redo take one.
/// case .didTapIncrement:
///   state.value += 1
///   state.history.record(.didTapIncrement)
/// case .didTapUndo:
///   if let step = state.history.undo() { state.value -= change(of: step) }
/// case .didTapRedo:
///   if let step = state.history.redo() { state.value += change(of: step) }
/// ```
///
/// `Step` is whatever the app needs to undo and redo one change: the inverse data, a label.
/// Recording, undoing and redoing are O(1) and share structure between states; at most `limit` steps
/// are kept (the oldest are forgotten). Recording a new step clears the redo stack.
public struct UndoStacks<Step> : Sendable where Step : Sendable {
  /// The most steps kept for undo.
  public let limit: Int
  private var undoStack = PersistentStack<Step>()
  private var redoStack = PersistentStack<Step>()

  /// Empty stacks that keep at most `limit` steps (at least 1).
  public init(limit: Int = 100) {
    precondition(limit > 0, "an undo history keeps at least one step")
    self.limit = limit
  }

  /// Whether there is a step to undo.
  public var canUndo: Bool {
    self.undoStack.count > 0
  }

  /// Whether there is an undone step to redo.
  public var canRedo: Bool {
    self.redoStack.count > 0
  }

  /// Steps that can be undone (at most `limit`).
  public var undoCount: Int {
    min(self.undoStack.count, self.limit)
  }

  /// Steps that can be redone.
  public var redoCount: Int {
    self.redoStack.count
  }

  /// The step `undo()` would return.
  public var nextUndo: Step? {
    self.undoStack.last
  }

  /// The step `redo()` would return.
  public var nextRedo: Step? {
    self.redoStack.last
  }

  /// Records a step done by the user; the redo stack is cleared, as in every editor.
  public mutating func record(_ step: Step) {
    self.undoStack.push(step)
    self.redoStack = PersistentStack()
    if self.undoStack.count >= 2 * self.limit {
      self.undoStack.keepNewest(self.limit)
    }
  }

  /// Takes the latest step off the undo stack and puts it on the redo stack.
  public mutating func undo() -> Step? {
    if self.undoStack.count > self.limit {
      self.undoStack.keepNewest(self.limit)
    }
    guard let step = self.undoStack.popLast() else { return nil }
    self.redoStack.push(step)
    return step
  }

  /// Takes the latest undone step off the redo stack and puts it back on the undo stack.
  public mutating func redo() -> Step? {
    guard let step = self.redoStack.popLast() else { return nil }
    self.undoStack.push(step)
    return step
  }

  /// Forgets the step `undo()` would return (one that can no longer be undone) and returns it.
  public mutating func dropNextUndo() -> Step? {
    self.undoStack.popLast()
  }

  /// Forgets the step `redo()` would return (one that can no longer be redone) and returns it.
  public mutating func dropNextRedo() -> Step? {
    self.redoStack.popLast()
  }
}

extension UndoStacks : Equatable where Step : Equatable {
  /// Stacks are equal when they keep the same limit and the same steps in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.limit == rhs.limit
      && Array(lhs.undoStack.newestFirst.prefix(lhs.limit)) == Array(rhs.undoStack.newestFirst.prefix(rhs.limit))
      && lhs.redoStack.newestFirst == rhs.redoStack.newestFirst
  }
}

extension UndoStacks : Hashable where Step : Hashable {
  /// Hashes the limit, the counts and the next steps (enough to spread values; equality compares every step).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.limit)
    hasher.combine(self.undoCount)
    hasher.combine(self.redoCount)
    hasher.combine(self.nextUndo)
    hasher.combine(self.nextRedo)
  }
}

extension UndoStacks : Codable where Step : Codable {
  private enum CodingKeys : String, CodingKey {
    case limit
    case undo
    case redo
  }

  /// Reads stacks written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(limit: try container.decode(Int.self, forKey: .limit))
    for step in try container.decode([Step].self, forKey: .undo) {
      self.undoStack.push(step)
    }
    for step in try container.decode([Step].self, forKey: .redo) {
      self.redoStack.push(step)
    }
  }

  /// Stacks are written oldest first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(self.limit, forKey: .limit)
    try container.encode(Array(self.undoStack.newestFirst.prefix(self.limit).reversed()), forKey: .undo)
    try container.encode(Array(self.redoStack.newestFirst.reversed()), forKey: .redo)
  }
}

extension UndoStacks : CustomStringConvertible, CustomReflectable {
  /// The counts of undo and redo steps.
  public var description: String {
    "UndoStacks(undo: \(self.undoCount), redo: \(self.redoCount))"
  }

  /// Shows the counts and the next steps, not the linked nodes, in dumps and state diffs.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: ["undoCount": self.undoCount, "redoCount": self.redoCount, "nextUndo": self.nextUndo as Any, "nextRedo": self.nextRedo as Any],
      displayStyle: .struct
    )
  }
}
