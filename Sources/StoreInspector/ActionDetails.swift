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

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entryId == rhs.entryId && lhs.log === rhs.log
  }

  func body(_ context: Context) -> View {
    guard let entry = self.entryId.flatMap({ self.log.entry(id: $0) }) else {
      return View.emptyState(icon: "view-list-symbolic", title: tr("Select an action"), description: tr("Its states and changes show here."))
    }
    let changes = StateDiff.changes(from: entry.stateBefore, to: entry.stateAfter)
    return View.vstack(spacing: 6) {
      View.label(tr("Action %@: %@", entry.id, String(describing: entry.action)), xalign: 0, wrap: true).cssClasses(["heading"])
      View.label(tr("Changes"), xalign: 0).cssClasses(["heading"])
      View.label(changes.isEmpty ? tr("No change") : changes.joined(separator: "\n"), xalign: 0, wrap: true, selectable: true).name("changes")
      View.label(tr("State before"), xalign: 0).cssClasses(["heading"])
      View.label(Self.dump(entry.stateBefore), xalign: 0, wrap: true, selectable: true).cssClasses(["monospace"])
      View.label(tr("State after"), xalign: 0).cssClasses(["heading"])
      View.label(Self.dump(entry.stateAfter), xalign: 0, wrap: true, selectable: true).cssClasses(["monospace"])
    }.margin(12)
  }

  static func dump<Value>(_ value: Value) -> String {
    let text = StateDescription.describe(value)
    return text.count > 4_000 ? String(text.prefix(4_000)) + "…" : text
  }
}
