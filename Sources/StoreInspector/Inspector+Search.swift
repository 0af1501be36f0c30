//  Inspector+Search.swift

extension Inspector {
  /// Whether the window's search (text and kind filters) is still going through the log.
  public var isSearching: Bool {
    !self.search.isComplete
  }

  /// Searches the shown log for the state's text and kind filters: as much as fits in a slice now
  /// (before this turn's render), the rest a slice per frame, the window showing how far it got.
  func refreshSearch(_ state: InspectorState) {
    self.search.update(log: self.shownLog, text: state.searchText, hiding: state.hiddenKinds, showingOnly: state.shownKinds)
    self.searchGeneration += 1
    self.advanceSearch(generation: self.searchGeneration, wasInProgress: state.searchProgress != nil)
  }

  /// The first slice describes what it meets; later ones match what is described and have the rest
  /// described on another thread, a batch at a time, so frames go on while it works.
  private func advanceSearch(generation: Int, wasInProgress: Bool) {
    guard generation == self.searchGeneration else { return }
    self.search.advance(until: ContinuousClock.now + Self.sliceDuration, describing: !wasInProgress)
    if self.search.isComplete {
      if wasInProgress {
        self.dispatchLater(.searchDidAdvance(nil))
      }
      return
    }
    let progress = self.search.progress
    self.dispatchLater(.searchDidAdvance(LogProgress(done: progress.done, total: progress.total)))
    if self.search.needsDescriptions {
      self.describeForSearch()
    } else {
      self.onNextSlice { [weak self] in self?.advanceSearch(generation: generation, wasInProgress: true) }
    }
  }

  /// Has the next batch of actions described on another thread; the search then goes on (the latest
  /// one, if the text changed meanwhile: descriptions do not depend on it).
  private func describeForSearch() {
    guard !self.isDescribing else { return }
    let batch = self.search.undescribed(limit: 4_096)
    self.isDescribing = true
    Task.detached(priority: .userInitiated) { [weak self] in
      let described = ActionLogSearch<State, Action>.describe(batch)
      await self?.didDescribe(described)
    }
  }

  private func didDescribe(_ described: [(id: Int, description: [UInt8])]) {
    self.isDescribing = false
    self.search.keep(described)
    self.advanceSearch(generation: self.searchGeneration, wasInProgress: true)
  }
}
