//  RecordedControls.swift

import CGtk
import DeclarativeViews
import Foundation
import Localization

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
    func appendOwn() {
      for control in self.controls(of: view, isEnabled: isEnabled) {
        // A label inside a control, showing the control's name, is announced as that control.
        let isPart = control.role == .label && control.name != nil && control.name == outerName
        if !isPart {
          found.append(control)
          if control.role != .label { outerName = control.name }
        }
      }
    }
    func visitChildren(_ children: [View]) {
      for child in children {
        self.visit(child, isEnabled: isEnabled, outerName: outerName, into: &found)
      }
    }
    let children = Self.shownChildren(of: view)
    // In GTK's order: a GTK window's content before its title bar (a libadwaita window's title bar is
    // the top of its content); a header bar's start, its title, then its end packed from the edge
    // inwards; an overlay's toast over its content.
    switch view.kind {
    case .window, .dialog:
      appendOwn()
      visitChildren(children.filter { $0.slot != .titlebar })
      visitChildren(children.filter { $0.slot == .titlebar })
    case .applicationWindow:
      appendOwn()
      visitChildren(children.filter { $0.slot == .titlebar })
      visitChildren(children.filter { $0.slot != .titlebar })
    case .headerBar, .adwHeaderBar:
      visitChildren(children.filter { $0.slot == .start })
      appendOwn()
      visitChildren(children.filter { $0.slot != .start && $0.slot != .end })
      visitChildren(children.filter { $0.slot == .end }.reversed())
    case .toastOverlay:
      visitChildren(children)
      if case .toast(let toast)? = view.properties[.toast] {
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .none), role: .label, name: toast.title, isEnabled: isEnabled))
        if let button = toast.button {
          found.append(WindowControl(recorded: RecordedNode(view: view, act: .toast(self.handlers(view), toast)), role: .button, name: button, isEnabled: isEnabled))
        }
        var dismiss = toast
        dismiss.action = nil
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .toast(self.handlers(view), dismiss)), role: .button, name: String(cString: g_dgettext("libadwaita", "Dismiss")), isEnabled: isEnabled))
      }
    case .list, .gridView:
      appendOwn()
      self.visitRows(of: view, isEnabled: isEnabled, into: &found)
      visitChildren(children)
    case .radioGroup:
      // GTK 4.8 announces grouped check buttons as check boxes.
      appendOwn()
      let choices = view.properties[.choices]?.strings ?? []
      let selected = view.properties[.selectedIndex]?.int
      for (index, choice) in choices.enumerated() {
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .chooseIndex(self.handlers(view), index)), role: .checkBox, name: choice, isChecked: index == selected, isEnabled: isEnabled))
      }
      visitChildren(children)
    case .stack:
      // Its switcher: a tab for each page, the shown one checked and selected.
      let shown = children.first?.properties[.pageName]?.string
      for page in view.children {
        guard let name = page.properties[.pageName]?.string else { continue }
        let isShown = name == shown
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .page(self.handlers(view), name)), role: .tab, name: page.properties[.pageTitle]?.string ?? name, isChecked: isShown ? true : nil, isSelected: isShown ? true : nil, isEnabled: isEnabled))
      }
      visitChildren(children)
    case .columnView:
      appendOwn()
      self.visitTable(view, isEnabled: isEnabled, into: &found)
    case .calendar:
      found += RecordedCalendar.controls(of: view, isEnabled: isEnabled)
    default:
      appendOwn()
      visitChildren(children)
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
    case .expander:
      return view.properties[.expanded]?.bool == true ? view.children : []
    default:
      return view.children
    }
  }

  /// The controls `view` is announced as (the operable kinds, labels, titles), as GTK's widgets for it
  /// are: a split button's arrow and a menu button's inner button are controls of their own there.
  private func controls(of view: View, isEnabled: Bool) -> [WindowControl] {
    let properties = view.properties
    let label = properties[.label]?.string
    let accessibleLabel = properties[.accessibleLabel]?.string
    let title = properties[.title]?.string
    func text(_ property: Property) -> WindowControl? {
      guard let text = properties[property]?.string, !text.isEmpty else { return nil }
      return WindowControl(recorded: RecordedNode(view: view, act: .none), role: .label, name: text, isEnabled: isEnabled)
    }
    func button(_ name: String?) -> WindowControl {
      WindowControl(recorded: RecordedNode(view: view, act: .none), role: .button, name: name, isEnabled: isEnabled)
    }
    switch view.kind {
    case .headerBar, .adwHeaderBar, .statusPage:
      return [text(.title), text(.subtitle), text(.body)].compactMap { $0 }
    case .preferencesGroup:
      let name = accessibleLabel ?? title
      let list = name.map { WindowControl(recorded: RecordedNode(view: view, act: .none), role: .list, name: $0, isEnabled: isEnabled) }
      return [text(.title), text(.body), list].compactMap { $0 }
    case .splitButton:
      return self.control(of: view, isEnabled: isEnabled).map { [$0, button(tr("More Options"))] } ?? []
    case .menuButton:
      let inner = label.flatMap { $0 != accessibleLabel && accessibleLabel != nil ? button($0) : nil }
      return [self.control(of: view, isEnabled: isEnabled), inner].compactMap { $0 }
    case .entry, .searchEntry:
      // The placeholder shows while the field is empty.
      let isEmpty = (properties[.text]?.string ?? "").isEmpty
      return [self.control(of: view, isEnabled: isEnabled), isEmpty ? text(.placeholder) : nil].compactMap { $0 }
    case .scale:
      // A scale given digits draws its value.
      let value = properties[.digits] != nil ? Self.number(properties).map { WindowControl(recorded: RecordedNode(view: view, act: .none), role: .label, name: $0, isEnabled: isEnabled) } : nil
      return [self.control(of: view, isEnabled: isEnabled), value].compactMap { $0 }
    case .dropDown:
      // Its button, and the chosen item shown on it.
      let choices = properties[.choices]?.strings ?? []
      let chosen = properties[.selectedIndex]?.int.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
      let shown = chosen.map { WindowControl(recorded: RecordedNode(view: view, act: .none), role: .label, name: $0, isEnabled: isEnabled) }
      return [self.control(of: view, isEnabled: isEnabled), button(accessibleLabel ?? label), shown].compactMap { $0 }
    case .comboRow:
      // The row's list, and the chosen item shown in it.
      let choices = properties[.choices]?.strings ?? []
      let chosen = properties[.selectedIndex]?.int.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
      let list = WindowControl(recorded: RecordedNode(view: view, act: .none), role: .list, name: title, isEnabled: isEnabled)
      let shown = chosen.map { WindowControl(recorded: RecordedNode(view: view, act: .none), role: .listItem, name: $0, isEnabled: isEnabled) }
      return [self.control(of: view, isEnabled: isEnabled), list, shown].compactMap { $0 }
    default:
      return self.control(of: view, isEnabled: isEnabled).map { [$0] } ?? []
    }
  }

  /// The one control `view` is announced as, if it is one.
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
    case .spinButton: return make(.spinButton, accessibleLabel ?? label, .number(self.handlers(view)), text: Self.number(properties))
    case .scale: return make(.slider, accessibleLabel ?? label, .none)
    case .dropDown: return make(.comboBox, accessibleLabel ?? label, .choices(self.handlers(view), properties[.choices]?.strings ?? []))
    case .comboRow: return make(.comboBox, title ?? accessibleLabel, .choices(self.handlers(view), properties[.choices]?.strings ?? []))
    case .actionRow:
      let isActivatable = properties[.activatable]?.bool ?? false
      return make(.listItem, title, isActivatable ? .click(self.handlers(view)) : .none)
    case .list, .gridView, .columnView:
      let role: AccessibleRole = view.kind == .list ? .list : view.kind == .gridView ? .grid : .treeGrid
      return make(role, accessibleLabel ?? label, .none)
    case .drawingArea: return accessibleLabel.map { make(.widget, $0, .none) }
    default: return nil
    }
  }

  private func visitRows(of list: View, isEnabled: Bool, into found: inout [WindowControl]) {
    guard let rows = list.rows else { return }
    self.listCount += 1
    let listNumber = self.listCount
    let role: AccessibleRole = list.kind == .list ? .listItem : .gridCell
    let selectedKey = list.properties[.selectedKey]?.string
    for index in 0..<min(rows.count, Self.rowLimit) {
      let key = rows.key(at: index)
      let view = rows.makeRow(at: index)
      var inner: [WindowControl] = []
      self.visit(view, isEnabled: isEnabled, outerName: nil, into: &inner)
      // The row view's accessible label names the row (as GTK's row widget is named); else its texts.
      let texts = inner.filter { $0.role == .label }.compactMap(\.name)
      let name = view.properties[.accessibleLabel]?.string ?? (texts.isEmpty ? nil : texts.joined(separator: " "))
      found.append(WindowControl(recorded: RecordedNode(view: list, act: .row(self.handlers(list), key: key, list: listNumber)), role: role, name: name, isSelected: key == selectedKey, isEnabled: isEnabled))
      // A label showing the row's name is the row's; other labels are read on their own.
      found += inner.filter { $0.role != .label || $0.name != name }
    }
  }

  /// A column view as GTK shows it: its header row (the columns' titles), then a list of its rows, each
  /// cell a grid cell named by what it shows.
  private func visitTable(_ table: View, isEnabled: Bool, into found: inout [WindowControl]) {
    guard case .columns(let columns)? = table.properties[.columns] else { return }
    let titles = columns.map(\.title)
    let header = RecordedNode(view: table, act: .none)
    found.append(WindowControl(recorded: header, role: .row, name: titles.joined(separator: " "), isEnabled: isEnabled))
    found += titles.map { WindowControl(recorded: header, role: .label, name: $0, isEnabled: isEnabled) }
    found.append(WindowControl(recorded: header, role: .list, name: table.properties[.accessibleLabel]?.string, isEnabled: isEnabled))
    guard let rows = table.rows as? any TableContent else { return }
    self.listCount += 1
    let listNumber = self.listCount
    for index in 0..<min(rows.count, Self.rowLimit) {
      let act = RecordedAct.row(self.handlers(table), key: rows.key(at: index), list: listNumber)
      var cells: [WindowControl] = []
      for column in columns {
        var inner: [WindowControl] = []
        self.visit(rows.makeCell(at: index, column: column.id), isEnabled: isEnabled, outerName: nil, into: &inner)
        let texts = inner.filter { $0.role == .label }.compactMap(\.name)
        let name = texts.isEmpty ? nil : texts.joined(separator: " ")
        cells.append(WindowControl(recorded: RecordedNode(view: table, act: act), role: .gridCell, name: name, isEnabled: isEnabled))
        cells += inner.filter { $0.role != .label || $0.name != name }
      }
      let name = cells.filter { $0.role == .gridCell }.compactMap(\.name).joined(separator: " ")
      found.append(WindowControl(recorded: RecordedNode(view: table, act: act), role: .row, name: name, isEnabled: isEnabled))
      found += cells
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
