//  AnimalsSender.swift

import AnimalsData
import AppShell
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

extension AnimalsSender {
  /// Dispatches `action` and shows why the store refused it (or clears the last refusal) in the
  /// problem bar of the window of `context`.
  func callAsFunction(_ action: AnimalsAction, showingRefusalIn context: WindowContext<AnimalsState, AnimalsAction, AnimalsWindowLocal>) {
    let problem = self(action)
    context.update { $0.problem = problem }
  }
}
