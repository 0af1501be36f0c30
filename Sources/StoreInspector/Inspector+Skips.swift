//  Inspector+Skips.swift

import AppRuntime
import Foundation
import ImmutableData
import Localization

extension Inspector {
  /// Whether the app takes a committed state (`enableInspector(…, committing:)`): without it, a history
  /// with skipped actions can be previewed, not made the present.
  public var canCommitSkips: Bool {
    self.committing != nil
  }

  /// Whether the shown log's entry `id` can be left out of the history (recorded after the last pause).
  func canSkip(id: Int?) -> Bool {
    id.map(self.shownLog.canSkip(id:)) ?? false
  }

  /// The state the app previews: after the jumped-to action (in the history without the skipped
  /// actions, when some are), or the end of that history once computed; nil: the present.
  func previewedState() -> State? {
    let state = self.store.state
    if let id = state.previewID, let entry = self.shownLog.entry(id: id) {
      return self.skipReplay?.stateAfter(id: id) ?? entry.stateAfter
    }
    if let replay = self.skipReplay, replay.isComplete {
      return replay.finalState
    }
    return nil
  }

  /// Computes the history without the skipped actions again, a slice per frame of the inspector
  /// window, which shows how far it got (no slice runs in the event itself: its frame comes first).
  func replaySkips(_ skippedIDs: [Int]) {
    self.replayGeneration += 1
    self.dropReplay()
    self.skipReplay = skippedIDs.isEmpty ? nil : self.shownLog.replay(skipping: Set(skippedIDs))
    guard self.skipReplay != nil else { return }
    let generation = self.replayGeneration
    self.onNextSlice { [weak self] in self?.advanceReplay(generation: generation) }
  }

  /// Lets go of the replay on another thread: freeing 100,000 states of another history takes longer
  /// than a frame, and nothing on the main actor needs to wait for it.
  func dropReplay() {
    guard let replay = self.skipReplay else { return }
    self.skipReplay = nil
    DispatchQueue.global(qos: .utility).async {
      withExtendedLifetime(replay) {}
    }
  }

  private func advanceReplay(generation: Int) {
    guard generation == self.replayGeneration, var replay = self.skipReplay else { return }
    // Taken out while it grows, so its states are not copied.
    self.skipReplay = nil
    let deadline = ContinuousClock.now + Self.sliceDuration
    repeat {
      replay.advance(by: 64)
    } while !replay.isComplete && ContinuousClock.now < deadline
    self.skipReplay = replay
    if replay.isComplete {
      self.updatePreview()
      self.dispatchLater(.replayDidFinish(refused: replay.refusedIDs), generation: generation)
    } else {
      let progress = replay.progress
      self.dispatchLater(.replayDidAdvance(done: progress.done, total: progress.total), generation: generation)
      self.onNextSlice { [weak self] in self?.advanceReplay(generation: generation) }
    }
  }

  /// Tells the window about a replay in the next turn, unless another set of skipped actions replaced it.
  private func dispatchLater(_ action: InspectorAction, generation: Int) {
    self.provider.scheduler.schedule { [weak self] in
      guard let self, generation == self.replayGeneration else { return }
      try? self.store.dispatch(action: action)
    }
  }

  /// The shown log recorded an action the history without the skipped ones does not have: that history
  /// is out of date, and the skipped actions come back.
  func endSkipsIfTheLogMovedOn() {
    let log = self.shownLog
    guard let replay = self.skipReplay, log.count > 0, log[log.count - 1].id > replay.lastID else { return }
    self.dropReplay()
    self.dispatchLater(.previewDidEnd)
  }

  /// Makes the history without the skipped actions the app's present, through its store: listeners see
  /// one action, the app's committed state.
  func commitSkips() {
    guard let committing, let replay = self.skipReplay, replay.isComplete else { return }
    let count = replay.skippedIDs.count
    do {
      self.isCommitting = true
      defer { self.isCommitting = false }
      try self.appStore.dispatch(action: committing(replay.finalState))
    } catch {
      self.logger.error("Committing the history without skipped actions failed: \(String(describing: error))")
      self.dispatchLater(.didFailToCommitSkips(message: AppNotices.userMessage(for: error)))
      return
    }
    self.dropReplay()
    self.dispatchLater(.didCommitSkips(count: count))
  }
}
