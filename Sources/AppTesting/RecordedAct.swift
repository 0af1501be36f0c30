//  RecordedAct.swift

import DeclarativeViews

/// What acting on a control of a recorded window does: the event its GTK widget would report.
@MainActor enum RecordedAct {
  /// A button or activatable row: its click.
  case click(HandlerTable)
  /// A check box, switch or expander: the new state.
  case toggle(HandlerTable, to: Bool)
  /// A radio button of a group: its index.
  case chooseIndex(HandlerTable, Int)
  /// A row of a list (the `list`th of the window): its key (chosen, or activated with Return).
  case row(HandlerTable, key: String, list: Int)
  /// A response button of a message dialog: its id.
  case respond(HandlerTable, id: String)
  /// A toast's button: the window action it runs, then the toast goes.
  case toast(HandlerTable, Toast)
  /// A tab of a stack's switcher: the page it shows.
  case page(HandlerTable, String)
  /// A tab's close button: the page it asks to close.
  case closeTab(HandlerTable, String)
  /// A text field: typing replaces its text; Return submits it.
  case field(HandlerTable)
  /// A spin button: typing a number sets its value.
  case number(HandlerTable)
  /// A drop-down or combo row: its choices.
  case choices(HandlerTable, [String])
  /// Nothing to operate (a label, a list, a link).
  case none
}

/// One control of a recorded window: its view and what acting on it does.
@MainActor struct RecordedNode {
  let view: View
  let act: RecordedAct
  /// The view the control shows when it is not `view` itself (a row of the list `view`).
  var content: View? = nil

  /// The view that shows the control: what is dragged and what takes drops.
  var shown: View {
    self.content ?? self.view
  }
}
