//  ActionLogEntry.swift

import Foundation

/// One dispatched action with the states around it, as the action log recorded it.
public struct ActionLogEntry<State, Action> : Identifiable, Sendable where State : Sendable, Action : Sendable {
  /// Increases by one per recorded action, from 1.
  public let id: Int
  /// When the action was dispatched.
  public let date: Date
  /// The action the reducer accepted.
  public let action: Action
  /// The state the reducer was given.
  public let stateBefore: State
  /// The state the reducer returned.
  public let stateAfter: State
  /// How long the reducer took.
  public let reducerDuration: Duration
}
