//  RecordedControls.swift

import DeclarativeViews
import Foundation

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
  /// A text field: typing replaces its text; Return submits it.
  case field(HandlerTable)
  /// A drop-down or combo row: its choices.
  case choices(HandlerTable, [String])
  /// Nothing to operate (a label, a list, a link).
  case none
}

/// One control of a recorded window: its view and what acting on it does.
@MainActor struct RecordedNode {
  let view: View
  let act: RecordedAct
}

/// The controls a screen reader would find in a recorded window, read from the window's views as the
/// GTK backend would show them: hidden views and the pages a stack does not show are left out, a list
/// shows its rows (the first `rowLimit`), a message dialog shown over the window is where the user acts.
@MainActor final class RecordedControls {
  /// The most rows of one list read (GTK shows only the rows on screen).
  static let rowLimit = 200
  private let gate: HandlerGate?
  /// The lists read so far: tells the rows of one list from another's.
  private var listCount = 0

  init(gate: HandlerGate?) {
    self.gate = gate
  }

  /// The dialog (a message dialog, an editor) shown in `root`, if any: it takes the input while it is
  /// open, as GTK shows it modal over the window.
  static func dialog(in root: View) -> View? {
    if root.kind == .messageDialog || root.kind == .dialog { return root }
    if root.properties[.visible] == .bool(false) { return nil }
    for child in Self.shownChildren(of: root) {
      if let dialog = Self.dialog(in: child) { return dialog }
    }
    return nil
  }

  func controls(in root: View) -> [WindowControl] {
    var found: [WindowControl] = []
    if root.kind == .messageDialog {
      self.dialogControls(root, into: &found)
    } else {
      self.visit(root, isEnabled: true, outerName: nil, isRoot: true, into: &found)
    }
    return found
  }

  private func handlers(_ view: View) -> HandlerTable {
    HandlerTable(view.handlers, gate: self.gate)
  }

  private func visit(_ view: View, isEnabled: Bool, outerName: String?, isRoot: Bool = false, into found: inout [WindowControl]) {
    if view.properties[.visible] == .bool(false) || view.kind == .popover { return }
    // A dialog is a window of its own, over this one.
    if !isRoot && (view.kind == .messageDialog || view.kind == .dialog) { return }
    let isEnabled = isEnabled && view.properties[.sensitive] != .bool(false)
    var outerName = outerName
    if let control = self.control(of: view, isEnabled: isEnabled) {
      let isPart = control.role == .label && control.name != nil && control.name == outerName
      if !isPart {
        found.append(control)
        if control.role != .label { outerName = control.name }
      }
    }
    switch view.kind {
    case .list, .gridView, .columnView:
      self.visitRows(of: view, isEnabled: isEnabled, into: &found)
    case .radioGroup:
      let choices = view.properties[.choices]?.strings ?? []
      let selected = view.properties[.selectedIndex]?.int
      for (index, choice) in choices.enumerated() {
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .chooseIndex(self.handlers(view), index)), role: .radioButton, name: choice, isChecked: index == selected, isEnabled: isEnabled))
      }
    case .toastOverlay:
      if case .toast(let toast)? = view.properties[.toast] {
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .none), role: .label, name: toast.title, isEnabled: isEnabled))
        if let button = toast.button {
          found.append(WindowControl(recorded: RecordedNode(view: view, act: .toast(self.handlers(view), toast)), role: .button, name: button, isEnabled: isEnabled))
        }
      }
    default: break
    }
    for child in Self.shownChildren(of: view) {
      self.visit(child, isEnabled: isEnabled, outerName: outerName, into: &found)
    }
  }

  /// The children GTK shows: a stack's visible page alone, none of a menu button (its popover is closed).
  private static func shownChildren(of view: View) -> [View] {
    switch view.kind {
    case .stack:
      let page = view.properties[.visiblePage]?.string
      return view.children.first { $0.properties[.pageName]?.string == page }.map { [$0] } ?? Array(view.children.prefix(1))
    case .menuButton, .popover:
      return []
    default:
      return view.children
    }
  }

  /// The control `view` is announced as, if it is one (the operable kinds, labels, titles).
  private func control(of view: View, isEnabled: Bool) -> WindowControl? {
    let properties = view.properties
    let label = properties[.label]?.string
    let accessibleLabel = properties[.accessibleLabel]?.string
    let title = properties[.title]?.string
    let text = properties[.text]?.string
    let active = properties[.active]?.bool
    func make(_ role: AccessibleRole, _ name: String?, _ act: RecordedAct, text: String? = nil, isChecked: Bool? = nil, isExpanded: Bool? = nil) -> WindowControl {
      WindowControl(recorded: RecordedNode(view: view, act: act), role: role, name: name, text: text, isChecked: isChecked, isExpanded: isExpanded, isEnabled: isEnabled)
    }
    switch view.kind {
    case .label: return text.map { make(.label, $0, .none) }
    case .button, .splitButton: return make(.button, accessibleLabel ?? label, .click(self.handlers(view)))
    case .menuButton: return make(.button, accessibleLabel ?? label, .none, isExpanded: false)
    case .linkButton: return make(.link, label ?? properties[.uri]?.string, .click(self.handlers(view)))
    case .checkButton: return make(.checkBox, label ?? accessibleLabel, .toggle(self.handlers(view), to: !(active ?? false)), isChecked: active ?? false)
    case .switchToggle: return make(.switch, accessibleLabel ?? label, .toggle(self.handlers(view), to: !(active ?? false)), isChecked: active ?? false)
    case .expander:
      let expanded = properties[.expanded]?.bool ?? false
      return make(.button, label ?? accessibleLabel, .toggle(self.handlers(view), to: !expanded), isExpanded: expanded)
    case .entry, .textView: return make(.textField, accessibleLabel ?? label, .field(self.handlers(view)), text: text ?? "")
    case .entryRow: return make(.textField, title ?? accessibleLabel, .field(self.handlers(view)), text: text ?? "")
    case .searchEntry: return make(.searchField, accessibleLabel ?? properties[.placeholder]?.string, .field(self.handlers(view)), text: text ?? "")
    case .spinButton: return make(.spinButton, accessibleLabel ?? label, .none, text: Self.number(properties))
    case .scale: return make(.slider, accessibleLabel ?? label, .none)
    case .dropDown: return make(.comboBox, accessibleLabel ?? label, .choices(self.handlers(view), properties[.choices]?.strings ?? []))
    case .comboRow: return make(.comboBox, title ?? accessibleLabel, .choices(self.handlers(view), properties[.choices]?.strings ?? []))
    case .actionRow:
      let isActivatable = properties[.activatable]?.bool ?? false
      return make(.listItem, title, isActivatable ? .click(self.handlers(view)) : .none)
    case .list, .gridView, .columnView:
      let role: AccessibleRole = view.kind == .list ? .list : view.kind == .gridView ? .grid : .treeGrid
      return make(role, accessibleLabel ?? label, .none)
    case .headerBar, .adwHeaderBar, .statusPage, .preferencesGroup:
      return title.flatMap { $0.isEmpty ? nil : make(.label, $0, .none) }
    case .drawingArea: return accessibleLabel.map { make(.widget, $0, .none) }
    default: return nil
    }
  }

  private func visitRows(of list: View, isEnabled: Bool, into found: inout [WindowControl]) {
    guard let rows = list.rows else { return }
    self.listCount += 1
    let listNumber = self.listCount
    let role: AccessibleRole = list.kind == .list ? .listItem : list.kind == .gridView ? .gridCell : .row
    let selectedKey = list.properties[.selectedKey]?.string
    let columns: [String] = {
      guard case .columns(let columns)? = list.properties[.columns] else { return [] }
      return columns.map(\.id)
    }()
    for index in 0..<min(rows.count, Self.rowLimit) {
      let key = rows.key(at: index)
      let views: [View] = if let table = rows as? any TableContent, !columns.isEmpty {
        columns.map { table.makeCell(at: index, column: $0) }
      } else {
        [rows.makeRow(at: index)]
      }
      var inner: [WindowControl] = []
      for view in views {
        self.visit(view, isEnabled: isEnabled, outerName: nil, into: &inner)
      }
      // The row view's accessible label names the row (as GTK's row widget is named); else its texts.
      let texts = inner.filter { $0.role == .label }.compactMap(\.name)
      let name = views.count == 1 ? views[0].properties[.accessibleLabel]?.string ?? (texts.isEmpty ? nil : texts.joined(separator: " "))
        : texts.isEmpty ? nil : texts.joined(separator: " ")
      found.append(WindowControl(recorded: RecordedNode(view: list, act: .row(self.handlers(list), key: key, list: listNumber)), role: role, name: name, isSelected: key == selectedKey, isEnabled: isEnabled))
      found += inner.filter { $0.role != .label }
    }
  }

  private func dialogControls(_ dialog: View, into found: inout [WindowControl]) {
    for property in [Property.title, .body] {
      if let text = dialog.properties[property]?.string, !text.isEmpty {
        found.append(WindowControl(recorded: RecordedNode(view: dialog, act: .none), role: .label, name: text, isEnabled: true))
      }
    }
    guard case .responses(let responses)? = dialog.properties[.responses] else { return }
    for response in responses.responses {
      found.append(WindowControl(recorded: RecordedNode(view: dialog, act: .respond(self.handlers(dialog), id: response.id)), role: .button, name: response.label, isEnabled: true))
    }
  }

  private static func number(_ properties: PropertyList) -> String? {
    guard let value = properties[.value]?.double else { return nil }
    let digits = properties[.digits]?.int ?? 0
    return String(format: "%.\(digits)f", value)
  }
}
