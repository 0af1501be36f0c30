//  StoreOutcome.swift

import AnimalsData

/// The errors every store reports as they are: its own failures and the refusals the user is shown
/// (a stale version, a request id used for another request). Anything else a store meets (SQLite,
/// PostgreSQL) becomes `LocalStoreError.failed` with the reason in words.
public enum StoreOutcome {
  /// Whether a store passes `error` on unchanged.
  public static func isReported(_ error: any Error) -> Bool {
    error is LocalStoreError || error is AnimalConflict || error is MutationRequestIdReused
  }
}
