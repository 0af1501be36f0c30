//  RenderTrace.swift

import ImmutableUI

/// Keeps a `RenderReport` per recorded action while the inspector is open: the app's provider tells it
/// each flush, window render and paint, and the inspector each recorded action. Everything the views
/// do until the next action (or a preview) counts for the last action; actions recorded before the
/// views caught up share one report. At most `limit` reports are kept, the oldest dropped first.
@MainActor final class RenderTrace : RenderTracer {
  private var reports: [Int: RenderReport] = [:]
  /// The first action id of each report, oldest first; those before `orderStart` are dropped (the
  /// array is compacted now and then, not shifted for every report).
  private var order: [Int] = []
  private var orderStart = 0
  /// The first action id of the report of each action.
  private var reportOf: [Int: Int] = [:]
  /// The report that flushes and renders go to (nil: none, during a preview).
  private var current: Int?
  /// Whether the current report saw a flush or a render: a later action starts another one.
  private var currentIsUnderway = false
  let limit: Int
  /// Increases with every change; `onChange` is called after each.
  private(set) var version = 0
  var onChange: (@MainActor () -> Void)?

  init(limit: Int = 10_000) {
    self.limit = limit
  }

  /// The report covering action `id`.
  func report(for id: Int) -> RenderReport? {
    self.reportOf[id].flatMap { self.reports[$0] }
  }

  /// The actions whose report may still change (the current one's).
  var openIDs: Set<Int> {
    self.current.flatMap { self.reports[$0] }.map { Set($0.actionIDs) } ?? []
  }

  /// The app's store recorded action `id`.
  func didRecord(id: Int) {
    if let current, !self.currentIsUnderway, self.reports[current] != nil {
      self.reports[current]?.actionIDs.append(id)
      self.reportOf[id] = current
    } else {
      self.reports[id] = RenderReport(actionIDs: [id], dispatchedAt: .now)
      self.reportOf[id] = id
      self.order.append(id)
      self.current = id
      self.currentIsUnderway = false
      self.dropOldReports()
    }
    self.changed()
  }

  /// A preview started (the app's windows show another state): what they do is not an action's cost.
  func stopAttributing() {
    self.current = nil
  }

  func didFlush(_ selections: [SelectionTrace]) {
    guard let current else { return }
    self.reports[current]?.selections += selections
    self.currentIsUnderway = true
    self.changed()
  }

  func didRender(_ window: WindowRenderTrace) {
    guard let current else { return }
    self.reports[current]?.windows.append(RenderReport.Window(render: window))
    self.currentIsUnderway = true
    self.changed()
  }

  func didPaint(windowID: ObjectIdentifier, frame: Int, layoutAndPaint: Duration) {
    guard let current, var report = self.reports[current],
      let index = report.windows.lastIndex(where: { $0.render.windowID == windowID && $0.frame == nil })
    else { return }
    report.windows[index].paintedAfter = ContinuousClock.now - report.dispatchedAt
    report.windows[index].paintWork = report.windows[index].render.duration + layoutAndPaint
    report.windows[index].frame = frame
    self.reports[current] = report
    self.changed()
  }

  /// Forgets every report (the log was cleared).
  func clear() {
    self.reports = [:]
    self.order = []
    self.orderStart = 0
    self.reportOf = [:]
    self.current = nil
    self.changed()
  }

  private func dropOldReports() {
    guard self.order.count - self.orderStart > self.limit else { return }
    let dropped = self.order[self.orderStart]
    self.orderStart += 1
    for id in self.reports.removeValue(forKey: dropped)?.actionIDs ?? [] {
      self.reportOf[id] = nil
    }
    if self.orderStart > self.limit {
      self.order.removeFirst(self.orderStart)
      self.orderStart = 0
    }
  }

  private func changed() {
    self.version += 1
    self.onChange?()
  }
}
