//  RenderDetails.swift

import DeclarativeViews
import ImmutableUI
import Localization

/// "Why did this render": for the selected action, the selections its flush visited (which
/// recomputed, which changed, and the dependency that made them), the reducer's and the selectors'
/// time, and per window the bodies that ran, the widget operations and the frame that painted it.
enum RenderDetails {
  static func view(_ report: RenderReport?, entryID: Int, reducerDuration: Duration) -> View {
    View.vstack(spacing: 2) {
      View.label(tr("Why did this render"), xalign: 0).cssClasses(["heading"])
      if let report {
        for line in Self.summary(report, entryID: entryID, reducerDuration: reducerDuration) {
          View.label(line, xalign: 0, wrap: true, selectable: true)
        }
        for selection in report.selections {
          View.label(Self.line(selection), xalign: 0, wrap: true, selectable: true)
            .cssClasses(selection.changed ? ["accent", "monospace"] : ["dim-label", "monospace"])
        }
        for window in report.windows {
          View.label(Self.line(window, report: report), xalign: 0, wrap: true, selectable: true)
            .cssClasses((window.paintWork ?? window.render.duration) > RenderReport.frameBudget ? ["error"] : [])
        }
      } else {
        View.label(tr("Not traced: what an action makes the windows do is recorded while the inspector is open."), xalign: 0, wrap: true)
          .cssClasses(["dim-label"])
      }
    }.name("render-details")
  }

  static func summary(_ report: RenderReport, entryID: Int, reducerDuration: Duration) -> [String] {
    var lines: [String] = []
    let others = report.actionIDs.filter { $0 != entryID }
    if !others.isEmpty {
      lines.append(trn("Shown together with action %2$@, dispatched in the same turn.", "Shown together with actions %2$@, dispatched in the same turn.", others.count, others.map(String.init).joined(separator: ", ")))
    }
    let recomputed = report.selections.filter(\.recomputed).count
    let changed = report.selections.filter(\.changed).count
    lines.append(tr("Reducer %1$@; selectors %2$@.", Self.duration(reducerDuration), Self.duration(report.selectorDuration)))
    lines.append(trn("%1$@ selection checked: %2$@ recomputed, %3$@ changed.", "%1$@ selections checked: %2$@ recomputed, %3$@ changed.", report.selections.count, recomputed, changed))
    if report.windows.isEmpty {
      lines.append(tr("No window rendered."))
    }
    lines.append(report.isSlow
      ? tr("Slow: the work took %@, more than the 16 ms of one frame.", Self.duration(report.workDuration))
      : tr("The work took %@ of the 16 ms of one frame.", Self.duration(report.workDuration)))
    if let painted = report.paintedAfter {
      lines.append(tr("On screen %@ after the dispatch (with the wait for the next frame).", Self.duration(painted)))
    }
    return lines
  }

  /// "changed: CounterUI/CounterWindow.swift:14:20 (0.01 ms), because QuakesSelections.swift:30 changed".
  static func line(_ selection: SelectionTrace) -> String {
    let outcome = selection.changed ? tr("changed") : selection.recomputed ? tr("recomputed, same output") : tr("not recomputed")
    let because = selection.changedDependencies.isEmpty ? "" : " " + tr("because %@ changed", selection.changedDependencies.joined(separator: ", "))
    return "\(outcome): \(selection.place) (\(Self.duration(selection.duration)))\(because)"
  }

  static func line(_ window: RenderReport.Window, report: RenderReport) -> String {
    let render = window.render
    var parts: [String] = []
    if render.bodyRan {
      parts.append(tr("its body ran"))
    }
    if !render.components.isEmpty {
      parts.append(tr("components: %@", render.components.joined(separator: ", ")))
    }
    parts.append(trn("%@ widget operation", "%@ widget operations", render.widgetOperations))
    parts.append(tr("rendered in %@", Self.duration(render.duration)))
    if let painted = window.paintedAfter, let work = window.paintWork, let frame = window.frame {
      parts.append(tr("laid out and painted %1$@ later in frame %2$@, %3$@ after the dispatch", Self.duration(work - render.duration), frame, Self.duration(painted)))
    }
    return tr("Window “%1$@”: %2$@", render.window, parts.joined(separator: "; "))
  }

  static func duration(_ duration: Duration) -> String {
    InspectorWindow.duration(duration)
  }
}
