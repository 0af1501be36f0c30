//  ChangeReactions.swift

/// What `WindowContext.onChange(of:perform:)` keeps for one window: the value each call saw at the last
/// render, and the reactions due once the render in progress is applied. A call a render does not make
/// forgets its value (it starts over when made again).
@MainActor final class ChangeReactions {
  /// A call of `onChange` in the window's body: its source position.
  struct Site : Hashable {
    let file: UnsafeRawPointer
    let line: UInt
    let column: UInt

    init(fileID: StaticString, line: UInt, column: UInt) {
      self.file = UnsafeRawPointer(fileID.utf8Start)
      self.line = line
      self.column = column
    }
  }

  private var values: [Site : AnyHashable] = [:]
  private var seen: Set<Site> = []
  /// The sites recorded by the body running now (see `collectingSites`).
  private var collected: Set<Site>?
  private var due: [@MainActor () -> Void] = []

  func beginRender() {
    self.seen.removeAll(keepingCapacity: true)
  }

  /// Records what `site` sees; when it saw another value at the last render, `perform` is due.
  func record<Value : Hashable>(_ value: Value, at site: Site, perform: @escaping @MainActor (Value) -> Void) {
    self.seen.insert(site)
    self.collected?.insert(site)
    let previous = self.values.updateValue(AnyHashable(value), forKey: site)
    if let previous, previous != AnyHashable(value) {
      self.due.append { perform(value) }
    }
  }

  /// What `body` returns, and the sites it recorded (a body skipped at a later render keeps them).
  func collectingSites<Result>(_ body: () -> Result) -> (Result, Set<Site>) {
    let outer = self.collected
    self.collected = []
    let result = body()
    let sites = self.collected ?? []
    self.collected = outer.map { $0.union(sites) }
    return (result, sites)
  }

  /// Keeps the values of `sites`: their body was skipped, not dropped.
  func keep(_ sites: Set<Site>) {
    self.seen.formUnion(sites)
  }

  func endRender() {
    for site in self.values.keys where !self.seen.contains(site) {
      self.values[site] = nil
    }
  }

  /// Runs the reactions of the render just applied, in the order the body asked for them.
  func runDue() {
    let due = self.due
    self.due.removeAll()
    for reaction in due {
      reaction()
    }
  }
}
