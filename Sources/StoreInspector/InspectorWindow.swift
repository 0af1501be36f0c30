//  InspectorWindow.swift

import AppShell
import DeclarativeViews
import Foundation
import ImmutableData
import ImmutableUI
import Localization

/// The inspector window: the recorded actions in a virtualized list, the selected one's states
/// and changes below, and the time-travel and recording controls in the header bar.
enum InspectorWindow {
  static let state = Selection<InspectorState, InspectorAction, InspectorState> { $0 }

  static func body<State, Action>(
    _ context: WindowContext<InspectorState, InspectorAction, Void>,
    inspector: Inspector<State, Action>
  ) -> View {
    let state = context.select(Self.state)
    let log = inspector.shownLog
    let isImported = state.importedName != nil
    let matches = inspector.search.matches
    let selectedKind = state.selectedID.flatMap(log.entry(id:)).map { ActionKind.of($0.action) }
    let subtitle = state.searchProgress.map { trn("Searching %2$@ of %1$@ action…", "Searching %2$@ of %1$@ actions…", $0.total, $0.done.formatted(.number.locale(Localization.locale))) }
      ?? state.previewID.map { tr("Showing the app after action %@", $0) }
      ?? matches.map { trn("%@ matching action", "%@ matching actions", $0.count) }
      ?? (isImported ? trn("%@ action imported", "%@ actions imported", log.count) : nil)
      ?? (state.isPaused ? trn("%@ action recorded (paused)", "%@ actions recorded (paused)", log.count) : trn("%@ action recorded", "%@ actions recorded", log.count))
    return .window(title: tr("Inspector — %@", inspector.appName), width: 720, height: 640, actions: [context.findAction(focusing: "search")]) {
      View.headerBar(title: tr("Inspector"), subtitle: subtitle) {
        if state.isPaused {
          View.button(icon: "media-record-symbolic", accessibleLabel: tr("Resume Recording"), send: context.send(.didTapResume))
            .sensitive(!isImported).slot(.start)
        } else {
          View.button(icon: "media-playback-pause-symbolic", accessibleLabel: tr("Pause Recording"), send: context.send(.didTapPause))
            .sensitive(!isImported).slot(.start)
        }
        View.button(tr("Jump To"), send: context.send(.didTapJump))
          .sensitive(state.selectedID != nil).slot(.start).name("jump")
        View.button(tr("Back to Present"), send: context.send(.didTapReturnToPresent))
          .sensitive(state.previewID != nil || !state.skippedIDs.isEmpty).slot(.start).name("present")
        View.button(icon: "edit-clear-all-symbolic", accessibleLabel: tr("Clear Log"), send: context.send(.didTapClear))
          .sensitive(log.count > 0 && !isImported).slot(.end).name("clear")
        View.button(icon: "document-save-symbolic", accessibleLabel: tr("Export Log"), send: context.send(.didTapExport))
          .sensitive(inspector.canExport).slot(.end)
        View.button(icon: "document-open-symbolic", accessibleLabel: tr("Import Log…"), send: context.send(.didTapImport))
          .sensitive(inspector.canImport).slot(.end).name("import")
      }
      View.vstack(spacing: 0) {
        if let name = state.importedName {
          View.hstack(spacing: 12) {
            View.label(tr("Showing the imported log %@, not the app's own", name), xalign: 0, wrap: true)
              .expand(horizontal: true)
              .name("imported-log")
            View.button(tr("Close"), send: context.send(.didTapCloseImport)).name("close-import")
          }
          .cssClasses(["preview-banner"])
        }
        if !state.skippedIDs.isEmpty {
          SkipsBar.view(state, canCommit: inspector.canCommitSkips && !isImported, context: context)
        }
        View.paned(vertical: true, position: 320) {
          View.vstack(spacing: 0) {
            View.hstack(spacing: 6) {
              View.searchEntry(text: state.searchText, placeholder: tr("Search actions"), onChange: context.send { .didChangeSearch($0) })
                .expand(horizontal: true)
                .name("search")
              View.button(icon: "view-reveal-symbolic", accessibleLabel: tr("Show Only Actions of This Kind"), send: context.send(.didShowOnlyKind(selectedKind ?? "")))
                .sensitive(selectedKind != nil)
                .name("show-only-kind")
              View.button(icon: "view-conceal-symbolic", accessibleLabel: tr("Hide Actions of This Kind"), send: context.send(.didHideKind(selectedKind ?? "")))
                .sensitive(selectedKind != nil)
                .name("hide-kind")
              // One button that changes, not two: toggling keeps the keyboard focus on it.
              let isSkipped = state.selectedID.map(state.skippedIDs.contains) == true
              View.button(
                icon: isSkipped ? "edit-undo-symbolic" : "action-unavailable-symbolic",
                accessibleLabel: isSkipped ? tr("Keep This Action") : tr("Skip This Action"),
                send: context.send(.didTapSkip)
              )
              .sensitive(isSkipped || (inspector.canSkip(id: state.selectedID) && state.replayProgress == nil))
              .name("skip")
              // A test of the actions from the marked one through the selected one (the header bar has
              // no room left at the window's width).
              if inspector.canSaveReplayTest {
                View.button(icon: "go-first-symbolic", accessibleLabel: tr("Start the Test Here"), send: context.send(.didTapMarkTestStart))
                  .sensitive(state.selectedID != nil)
                  .name("test-start")
                View.button(icon: "document-save-as-symbolic", accessibleLabel: tr("Save as Test"), send: context.send(.didTapSaveTest))
                  .sensitive(state.selectedID != nil)
                  .name("save-test")
              }
            }
            .margin(6)
            if !state.hiddenKinds.isEmpty || !state.shownKinds.isEmpty {
              View.hstack(spacing: 6) {
                View.label(Self.filtersText(state), xalign: 0, ellipsize: true)
                  .expand(horizontal: true)
                  .cssClasses(["dim-label"])
                  .name("hidden-kinds")
                View.button(tr("Show All"), send: context.send(.didTapShowAllKinds)).name("show-all-kinds")
              }
              .margin(6)
            }
            if matches?.isEmpty == true && state.searchProgress == nil {
              View.statusPage(icon: "edit-find-symbolic", title: state.searchText.isEmpty ? tr("Every action is hidden") : tr("No actions match “%@”", state.searchText))
                .name("no-match")
            } else {
              View.scrolled {
                View.list(
                  ActionLogRows(
                    log: log,
                    ids: matches,
                    marks: ActionLogRows.marks(skipped: state.skippedIDs, refused: state.refusedIDs),
                    tracing: isImported ? nil : inspector.trace
                  ) { entry, mark in
                    Self.row(entry, mark: mark, report: isImported ? nil : entry.flatMap { inspector.trace.report(for: $0.id) })
                  },
                  selection: state.selectedID.map(String.init),
                  accessibleLabel: tr("Recorded actions"),
                  onSelect: context.send { .didSelect(id: $0.flatMap(Int.init)) }
                ).name("actions")
              }
            }
          }
          View.vstack(spacing: 0) {
            if inspector.canDispatch {
              // Send an action written as its JSON; Edit as New starts from the selected one.
              View.hstack(spacing: 6) {
                View.entry(text: state.dispatchText, placeholder: tr("An action as JSON"), accessibleLabel: tr("Action to Dispatch"), onChange: context.send { .didChangeDispatchText($0) })
                  .expand(horizontal: true)
                  .name("dispatch-text")
                View.button(tr("Edit as New"), send: context.send(.didTapEditAsNew))
                  .sensitive(state.selectedID != nil)
                  .name("edit-as-new")
                View.button(tr("Dispatch"), send: context.send(.didTapDispatch))
                  .sensitive(!state.dispatchText.isEmpty && !isImported && state.previewID == nil)
                  .name("dispatch")
              }
              .margin(6)
            }
            View.searchEntry(text: state.stateSearchText, placeholder: tr("Search state"), onChange: context.send { .didChangeStateSearch($0) })
              .sensitive(state.selectedID != nil)
              .margin(6)
              .name("state-search")
            View.scrolled {
              ActionDetails(entryId: state.selectedID, log: log, stateSearch: state.stateSearchText, report: isImported ? nil : state.selectedID.flatMap(inspector.trace.report(for:)))
            }
            .expand(vertical: true)
          }
        }
        if let status = state.status {
          View.label(status, xalign: 0, ellipsize: true).name("status").margin(6).cssClasses(["dim-label"])
        }
      }
      // A log file dropped from the file manager is imported as if chosen with Import Log….
      .onDropFiles(.run { path in
        if inspector.canImport { context.dispatch(.didChooseImport(path: path)) }
      })
      if state.isConfirmingClear {
        ClearLogConfirmation(count: log.count)
      }
      if state.isChoosingImport {
        View.fileChooser(
          title: tr("Import Action Log"),
          mode: .open,
          folder: FileManager.default.fileExists(atPath: inspector.exportFolder) ? inspector.exportFolder : nil,
          onChoose: context.send { .didChooseImport(path: $0) },
          onCancel: { context.dispatch(.didCancelImport) }
        )
      }
    }
  }

  /// What the kind filters do, in words: "Only: …; hidden: …".
  static func filtersText(_ state: InspectorState) -> String {
    let only = state.shownKinds.isEmpty ? nil : tr("Only: %@", state.shownKinds.joined(separator: ", "))
    let hidden = state.hiddenKinds.isEmpty ? nil : tr("Hidden: %@", state.hiddenKinds.joined(separator: ", "))
    return [only, hidden].compactMap { $0 }.joined(separator: "; ")
  }

  static func row<State, Action>(_ entry: ActionLogEntry<State, Action>?, mark: ActionLogRows<State, Action>.Mark?, report: RenderReport?) -> View {
    guard let entry else {
      return View.label(tr("(dropped)"), xalign: 0).cssClasses(["dim-label"])
    }
    return View.hstack(spacing: 12) {
      View.label("\(entry.id)", xalign: 1).cssClasses(["dim-label", "numeric"]).size(width: 48)
      View.label(Self.time.string(from: entry.date)).cssClasses(["numeric"])
      View.label(String(describing: entry.action), xalign: 0, ellipsize: true).expand(horizontal: true)
        .cssClasses(mark == .skipped ? ["dim-label", "skipped-action"] : [])
      // In words, not only struck through: a screen reader reads the row's labels.
      switch mark {
      case .skipped: View.label(tr("Skipped")).cssClasses(["warning"])
      case .refused: View.label(tr("Refused in the replay")).cssClasses(["error"])
      case nil: View.label(Self.duration(entry.reducerDuration)).cssClasses(["dim-label", "numeric"])
      }
      // The work to show it (selectors, render, layout, paint), marked when it does not fit a frame.
      if let report, !report.windows.isEmpty {
        if report.isSlow {
          View.label(tr("Slow: %@", Self.duration(report.workDuration))).cssClasses(["error", "numeric"])
        } else {
          View.label(Self.duration(report.workDuration)).cssClasses(["dim-label", "numeric"])
            .accessibleLabel(tr("Shown in %@", Self.duration(report.workDuration)))
        }
      }
    }.margin(4)
  }

  static func duration(_ duration: Duration) -> String {
    let microseconds = Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6
    return microseconds < 1_000 ? String(format: "%.1f µs", microseconds) : String(format: "%.2f ms", microseconds / 1_000)
  }

  static let time: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss.SSS"
    return formatter
  }()
}
