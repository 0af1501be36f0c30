//  AnimalsSender.swift

import AnimalsData
import ImmutableData

/// Dispatches a user action and says why the reducer refused it, so the window can show the reason
/// next to what the user did (the editor, a banner) instead of losing it in a log.
public struct AnimalsSender : Equatable {
  let store: Store<AnimalsState, AnimalsAction>

  public static func == (lhs: AnimalsSender, rhs: AnimalsSender) -> Bool {
    lhs.store === rhs.store
  }

  /// Dispatches `action`; returns why the store refused it, or nil when the store took it.
  @discardableResult
  public func callAsFunction(_ action: AnimalsAction) -> AnimalsFailure? {
    do {
      try self.store.dispatch(action: action)
      return nil
    } catch {
      return AnimalsFailure(error)
    }
  }
}
