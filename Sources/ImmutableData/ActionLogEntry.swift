//  ActionLogEntry.swift

import Foundation

/// One dispatched action with the states around it, as the action log recorded it.
public struct ActionLogEntry<State, Action> : Identifiable, Sendable where State : Sendable, Action : Sendable {
  /// Increases by one per recorded action, from 1.
  public let id: Int
  public let date: Date
  public let action: Action
  public let stateBefore: State
  public let stateAfter: State
  public let reducerDuration: Duration
}
