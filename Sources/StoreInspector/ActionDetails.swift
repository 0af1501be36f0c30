//  ActionDetails.swift

import AppShell
import DeclarativeViews
import ImmutableData
import Localization

/// The selected action's changes and states: a component, so that recording more actions (a new render
/// of the inspector for each) does not diff and print the same two states again.
struct ActionDetails<AppState, AppAction> : Component, Equatable where AppState : Sendable, AppAction : Sendable {
  typealias State = InspectorState
  typealias Action = InspectorAction
  typealias Local = Void

  /// The selected entry (nil: none); an entry never changes once recorded.
  let entryId: Int?
  let log: ActionLog<AppState, AppAction>
  /// What the state is searched for (empty: nothing).
  let stateSearch: String
  /// What the selected action made the windows do (nil: not traced).
  let report: RenderReport?

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entryId == rhs.entryId && lhs.log === rhs.log && lhs.stateSearch == rhs.stateSearch && lhs.report == rhs.report
  }

  func body(_ context: Context) -> View {
    guard let entry = self.entryId.flatMap({ self.log.entry(id: $0) }) else {
      return View.emptyState(icon: "view-list-symbolic", title: tr("Select an action"), description: tr("Its states and changes show here."))
    }
    let changes = StateDiff.changes(from: entry.stateBefore, to: entry.stateAfter)
    let words = self.stateSearch.split(whereSeparator: \.isWhitespace).map(String.init)
    return View.vstack(spacing: 6) {
      View.label(tr("Action %@: %@", entry.id, String(describing: entry.action)), xalign: 0, wrap: true).cssClasses(["heading"])
      RenderDetails.view(self.report, entryID: entry.id, reducerDuration: entry.reducerDuration)
      if !words.isEmpty {
        self.matches(in: entry.stateAfter)
      }
      View.label(tr("Changes"), xalign: 0).cssClasses(["heading"])
      if changes.isEmpty || words.isEmpty {
        View.label(changes.isEmpty ? tr("No change") : changes.joined(separator: "\n"), xalign: 0, wrap: true, selectable: true).name("changes")
      } else {
        // A change the search matches is marked, in words for screen readers as well as in colour.
        View.vstack(spacing: 2) {
          for line in changes {
            if !words.isEmpty && StateSearch.contains(line, words: words) {
              View.label("▸ " + line, xalign: 0, wrap: true, selectable: true).cssClasses(["accent", "monospace"]).accessibleLabel(tr("Match: %@", line))
            } else {
              View.label(line, xalign: 0, wrap: true, selectable: true).cssClasses(["monospace"])
            }
          }
        }.name("changes")
      }
      View.label(tr("State before"), xalign: 0).cssClasses(["heading"])
      View.label(Self.dump(entry.stateBefore), xalign: 0, wrap: true, selectable: true).cssClasses(["monospace"])
      View.label(tr("State after"), xalign: 0).cssClasses(["heading"])
      View.label(Self.dump(entry.stateAfter), xalign: 0, wrap: true, selectable: true).cssClasses(["monospace"])
    }.margin(12)
  }

  /// The values of the state after the action that the search matches, with their paths.
  private func matches(in state: AppState) -> View {
    let result = StateSearch.matches(in: state, text: self.stateSearch)
    return View.vstack(spacing: 2) {
      View.label(tr("Matches in the state after"), xalign: 0).cssClasses(["heading"])
      if result.lines.isEmpty {
        View.label(tr("No path or value matches “%@”", self.stateSearch), xalign: 0, wrap: true).cssClasses(["dim-label"])
      }
      for line in result.lines {
        View.label(line, xalign: 0, wrap: true, selectable: true).cssClasses(["accent", "monospace"])
      }
      if !result.isComplete {
        View.label(tr("More may match than these: narrow the search."), xalign: 0, wrap: true).cssClasses(["dim-label"])
      }
    }.name("state-matches")
  }

  static func dump<Value>(_ value: Value) -> String {
    let text = StateDescription.describe(value)
    return text.count > 4_000 ? String(text.prefix(4_000)) + "…" : text
  }
}
