//  AnimalsState.swift

import HashTreeCollections
import ImmutableData

/// The global state of the Animals app: what the persistent store holds and where its requests stand.
/// Selection and editor state are per window and live in the windows, not here.
public struct AnimalsState : Hashable, Sendable, Codable {
  public var categories: Categories
  public var animals: Animals
  /// The changes Undo and Redo can take back, shared by every window on the store.
  public var history: UndoStacks<AnimalsUndoStep>
  /// The undo or redo the persistent store is carrying out (one at a time).
  public var historyRequest: AnimalsHistoryRequest?
  /// Why the last undo or redo failed, until the next one or until dismissed.
  public var historyFailure: AnimalsFailure?
  /// The live channel to the server (nil for a local store, which has none).
  public var live: LiveState?

  public init(
    categories: Categories = Categories(),
    animals: Animals = Animals(),
    history: UndoStacks<AnimalsUndoStep> = UndoStacks(),
    historyRequest: AnimalsHistoryRequest? = nil,
    historyFailure: AnimalsFailure? = nil,
    live: LiveState? = nil
  ) {
    self.categories = categories
    self.animals = animals
    self.history = history
    self.historyRequest = historyRequest
    self.historyFailure = historyFailure
    self.live = live
  }
}

extension AnimalsState {
  public struct Categories : Hashable, Sendable, Codable {
    public var data: TreeDictionary<Category.ID, Category>
    /// The status of fetching the categories.
    public var status: Status?

    public init(data: TreeDictionary<Category.ID, Category> = [:], status: Status? = nil) {
      self.data = data
      self.status = status
    }
  }
}

extension AnimalsState {
  public struct Animals : Hashable, Sendable, Codable {
    public var data: TreeDictionary<Animal.ID, Animal>
    /// The status of fetching the animals.
    public var status: Status?
    /// The status of the latest add, update or delete request of each animal, by animal id
    /// (by request id for an animal being added, which has no id yet).
    public var queue: TreeDictionary<Animal.ID, Status>
    /// What the latest fetch could not read and does not show, until the next fetch or until dismissed.
    public var notice: UnreadableAnimalsNotice?
    /// Changes the store refused because someone else changed the animal first, by animal id, until the
    /// user retries or discards them.
    public var conflicts: TreeDictionary<Animal.ID, AnimalsConflictReport>

    public init(
      data: TreeDictionary<Animal.ID, Animal> = [:],
      status: Status? = nil,
      queue: TreeDictionary<Animal.ID, Status> = [:],
      notice: UnreadableAnimalsNotice? = nil,
      conflicts: TreeDictionary<Animal.ID, AnimalsConflictReport> = [:]
    ) {
      self.data = data
      self.status = status
      self.queue = queue
      self.notice = notice
      self.conflicts = conflicts
    }
  }
}

extension AnimalsState {
  /// A state holding `categories` and `animals`, as after successful fetches.
  public init(categories: [Category], animals: [Animal]) {
    self.init(
      categories: Categories(data: TreeDictionary(uniqueKeysWithValues: categories.map { ($0.categoryId, $0) }), status: .success),
      animals: Animals(data: TreeDictionary(uniqueKeysWithValues: animals.map { ($0.animalId, $0) }), status: .success)
    )
  }
}
