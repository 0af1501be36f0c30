//  AnimalsSelectors.swift

/// What views read from the state. Each returns a function of the state so it can be a selection's output.
public enum AnimalsSelectors {
  /// Every category, sorted by name.
  public static func categories() -> @Sendable (AnimalsState) -> [Category] {
    { state in state.categories.data.values.sorted(by: Self.byName) }
  }

  public static func category(id: Category.ID?) -> @Sendable (AnimalsState) -> Category? {
    { state in id.flatMap { state.categories.data[$0] } }
  }

  /// The animals of one category, sorted by name.
  public static func animals(categoryId: Category.ID?) -> @Sendable (AnimalsState) -> [Animal] {
    { state in
      guard let categoryId else { return [] }
      return state.animals.data.values.filter { $0.categoryId == categoryId }.sorted(by: Self.byName)
    }
  }

  public static func animal(id: Animal.ID?) -> @Sendable (AnimalsState) -> Animal? {
    { state in id.flatMap { state.animals.data[$0] } }
  }

  public static func categoriesStatus() -> @Sendable (AnimalsState) -> Status? {
    { state in state.categories.status }
  }

  public static func animalsStatus() -> @Sendable (AnimalsState) -> Status? {
    { state in state.animals.status }
  }

  /// The status of the latest request about one animal (or one add request).
  public static func requestStatus(id: String?) -> @Sendable (AnimalsState) -> Status? {
    { state in id.flatMap { state.animals.queue[$0] } }
  }

  /// Whether categories or animals are being fetched (reloading the sample data waits for this).
  public static func isFetching() -> @Sendable (AnimalsState) -> Bool {
    { state in (state.categories.status?.isWaiting ?? false) || (state.animals.status?.isWaiting ?? false) }
  }

  /// What went wrong fetching the data, if anything did.
  public static func fetchFailure() -> @Sendable (AnimalsState) -> AnimalsFailure? {
    { state in state.categories.status?.failure ?? state.animals.status?.failure }
  }

  /// Which stored animals could not be read and are not shown, if any.
  public static func animalsNotice() -> @Sendable (AnimalsState) -> UnreadableAnimalsNotice? {
    { state in state.animals.notice }
  }

  /// The refused changes waiting for Retry or Discard, by animal id (one order in every window).
  public static func conflicts() -> @Sendable (AnimalsState) -> [AnimalsConflictReport] {
    { state in state.animals.conflicts.keys.sorted().compactMap { state.animals.conflicts[$0] } }
  }

  /// Whether Undo and Redo can be used now, and why the last one failed.
  public static func history() -> @Sendable (AnimalsState) -> AnimalsHistoryStatus {
    { state in
      let isIdle = state.historyRequest == nil && !(state.animals.status?.isWaiting ?? false)
      return AnimalsHistoryStatus(
        canUndo: isIdle && state.history.canUndo,
        canRedo: isIdle && state.history.canRedo,
        isPending: state.historyRequest != nil,
        failure: state.historyFailure
      )
    }
  }

  /// The live channel's connection (nil for a local store).
  public static func liveConnection() -> @Sendable (AnimalsState) -> LiveConnection? {
    { state in state.live?.connection }
  }

  private static func byName(_ lhs: Category, _ rhs: Category) -> Bool {
    Self.ordered(lhs.name, lhs.categoryId, rhs.name, rhs.categoryId)
  }

  private static func byName(_ lhs: Animal, _ rhs: Animal) -> Bool {
    Self.ordered(lhs.name, lhs.animalId, rhs.name, rhs.animalId)
  }

  /// Case-insensitive name order; the id breaks ties so equal names keep a stable order.
  private static func ordered(_ lhsName: String, _ lhsId: String, _ rhsName: String, _ rhsId: String) -> Bool {
    let lhsKey = lhsName.lowercased(), rhsKey = rhsName.lowercased()
    if lhsKey != rhsKey { return lhsKey < rhsKey }
    if lhsName != rhsName { return lhsName < rhsName }
    return lhsId < rhsId
  }
}
