//  ObserverRegistrar.swift

/// Identifies a synchronous observer added with `Store.addObserver(_:)`.
public struct StoreObserverID : Hashable, Sendable {
  let rawValue: Int
}

/// Synchronous observers called on the main actor right after each successful reduce.
///
/// Streams deliver transitions asynchronously to listeners that do I/O; observers are for the UI layer,
/// which must learn about a dispatch in the same main-loop turn to coalesce renders without a task per view.
@usableFromInline @MainActor final class ObserverRegistrar<State, Action> where State : Sendable, Action : Sendable {
  @usableFromInline typealias Observer = @MainActor (_ oldState: State, _ action: Action) -> Void

  private var nextID = 0
  /// Main-actor confined; `notify` walks a copy, so an observer may add or remove observers.
  @exclusivity(unchecked) @usableFromInline var observers: [(id: StoreObserverID, body: Observer)] = []
  private var previewObservers: [(id: StoreObserverID, body: @MainActor () -> Void)] = []

  @inlinable var isEmpty: Bool {
    self.observers.isEmpty
  }

  func add(_ observer: @escaping Observer) -> StoreObserverID {
    self.nextID += 1
    let id = StoreObserverID(rawValue: self.nextID)
    self.observers.append((id, observer))
    return id
  }

  func addPreviewObserver(_ observer: @escaping @MainActor () -> Void) -> StoreObserverID {
    self.nextID += 1
    let id = StoreObserverID(rawValue: self.nextID)
    self.previewObservers.append((id, observer))
    return id
  }

  func remove(_ id: StoreObserverID) {
    self.observers.removeAll { $0.id == id }
    self.previewObservers.removeAll { $0.id == id }
  }

  func notifyPreviewChanged() {
    for observer in self.previewObservers {
      observer.body()
    }
  }

  /// Inlinable, like the store's dispatch: specialized for the app's types, it calls each observer with
  /// no generic metadata looked up.
  @inlinable func notify(oldState: State, action: Action) {
    for observer in self.observers {
      observer.body(oldState, action)
    }
  }
}
