//  SelectionScope.swift

/// The subscriptions of one view tree (a window): a render reads selections through it, and any
/// selection whose output changes asks for a new render. Selections a render no longer reads are
/// cancelled when it ends, so a window with a changed search text drops the old query.
@MainActor public final class SelectionScope<State, Action> where State : Sendable, Action : Sendable {
  private let center: SubscriptionCenter<State, Action>
  private let onChange: @MainActor () -> Void
  private var subscriptions: [SelectionKey : Entry] = [:]
  private var used: Set<SelectionKey> = []

  private struct Entry {
    let subscription: AnyObject
    let cancel: @MainActor () -> Void
  }

  /// A scope on `center` that calls `onChange` when a selection it keeps has a new output.
  public init(center: SubscriptionCenter<State, Action>, onChange: @escaping @MainActor () -> Void) {
    self.center = center
    self.onChange = onChange
  }

  /// The number of selections subscribed.
  public var count: Int {
    self.subscriptions.count
  }

  /// The current output of `selection`, subscribing to it on first use. One identity (`key`) read with
  /// another output type stops debug builds: a generic factory must put the type in its `id`.
  public func select<Output>(_ selection: Selection<State, Action, Output>) -> Output {
    let key = selection.key
    self.used.insert(key)
    if let entry = self.subscriptions[key] {
      if let subscription = entry.subscription as? Subscription<State, Action, Output> {
        return subscription.output
      }
      assertionFailure("""
        The selection declared at \(key) is read as \(Output.self) and as another type: one declaration \
        makes selections of several outputs (a generic factory), so their `id` must tell them apart.
        """)
      entry.cancel()
    }
    let onChange = self.onChange
    let subscription = self.center.subscribe(
      key: key,
      filter: selection.filter,
      dependencies: selection.dependencies,
      output: selection.output,
      onChange: { _ in onChange() }
    )
    self.subscriptions[key] = Entry(subscription: subscription, cancel: { subscription.cancel() })
    return subscription.output
  }

  /// The subscription behind `selection`, if the scope keeps one (for counters in tests and benchmarks).
  public func subscription<Output>(for selection: Selection<State, Action, Output>) -> Subscription<State, Action, Output>? {
    self.subscriptions[selection.key]?.subscription as? Subscription<State, Action, Output>
  }

  /// Starts a render: selections not read from now until `endRender()` are cancelled then.
  public func beginRender() {
    self.used.removeAll(keepingCapacity: true)
  }

  /// Cancels the subscriptions the render did not read.
  public func endRender() {
    for (key, entry) in self.subscriptions where !self.used.contains(key) {
      entry.cancel()
      self.subscriptions[key] = nil
    }
  }

  /// Cancels every subscription (the window closed).
  public func cancelAll() {
    for entry in self.subscriptions.values {
      entry.cancel()
    }
    self.subscriptions.removeAll()
  }
}
