//  StoreProvider.swift

import ImmutableData
import Logging

/// What a view tree is given to read from and write to one store: no globals, so one process
/// (a test, an app with an inspector) can hold several stores.
///
/// ```swift
/// let provider = StoreProvider(store: store) { action, error in
///   logger.warning("refused \(action): \(error)")
/// }
/// ```
@MainActor public final class StoreProvider<State, Action> where State : Sendable, Action : Sendable {
  /// The store the views read from and dispatch to.
  public let store: Store<State, Action>
  /// The store's subscriptions, recomputed once per turn on `scheduler`.
  public let subscriptions: SubscriptionCenter<State, Action>
  /// Runs coalesced work once per main-loop turn: subscription flushes and window renders.
  public let scheduler: any RenderScheduler
  /// Told about actions the reducer rejected; views cannot throw, so errors end here.
  public var onDispatchError: @MainActor (Action, any Error) -> Void

  /// A provider for `store`; rejected actions go to `onDispatchError`.
  public init(
    store: Store<State, Action>,
    scheduler: any RenderScheduler = MainQueueScheduler(),
    onDispatchError: @escaping @MainActor (Action, any Error) -> Void = { action, error in
      Logger(label: "ImmutableUI").error("dispatch of \(action) failed: \(error)")
    }
  ) {
    self.store = store
    self.scheduler = scheduler
    self.subscriptions = SubscriptionCenter(store: store, scheduler: scheduler)
    self.onDispatchError = onDispatchError
  }

  /// Told what each flush and window render did, for the inspector's "why did this render" (nil:
  /// nothing is measured, which is the default).
  public var tracer: (any RenderTracer)? {
    get { self.subscriptions.tracer }
    set { self.subscriptions.tracer = newValue }
  }

  /// A dispatcher for views: never throws, reports errors to `onDispatchError`.
  public var dispatcher: ActionDispatcher<Action> {
    ActionDispatcher { [weak self] action in
      guard let self else { return }
      do {
        try self.store.dispatch(action: action)
      } catch {
        self.onDispatchError(action, error)
      }
    }
  }

  /// Reads the current state through a selector, without subscribing.
  public func select<T: Sendable>(_ selector: @Sendable (State) -> T) -> T {
    self.store.select(selector)
  }
}
