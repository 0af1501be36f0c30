//  RecordedControls.swift

import CGtk
import DeclarativeViews
import Foundation
import Localization


/// The controls a screen reader would find in a recorded window, read from the window's views as the
/// GTK backend would show them: hidden views and the pages a stack does not show are left out, a list
/// shows its rows (the first `rowLimit`), a message dialog shown over the window is where the user acts.
@MainActor final class RecordedControls {
  /// The most rows of one list read (GTK shows only the rows on screen).
  static let rowLimit = 200
  private let gate: HandlerGate?
  /// The lists read so far: tells the rows of one list from another's.
  var listCount = 0

  init(gate: HandlerGate?) {
    self.gate = gate
  }

  /// The dialog (a message dialog, an editor) shown in `root`, if any: it takes the input while it is
  /// open, as GTK shows it modal over the window.
  static func dialog(in root: View) -> View? {
    if [.messageDialog, .dialog, .preferencesWindow].contains(root.kind) { return root }
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

  func handlers(_ view: View) -> HandlerTable {
    HandlerTable(view.handlers, gate: self.gate)
  }

  func visit(_ view: View, isEnabled: Bool, outerName: String?, isRoot: Bool = false, into found: inout [WindowControl]) {
    if view.properties[.visible] == .bool(false) || view.kind == .popover { return }
    // A dialog is a window of its own, over this one.
    if !isRoot && [.messageDialog, .dialog, .preferencesWindow].contains(view.kind) { return }
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
    case .stack, .viewStack:
      // Its switcher: a tab for each page, the shown one checked and selected.
      let shown = children.first?.properties[.pageName]?.string
      for page in view.children {
        guard let name = page.properties[.pageName]?.string else { continue }
        let isShown = name == shown
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .page(self.handlers(view), name)), role: .tab, name: page.properties[.pageTitle]?.string ?? name, isChecked: isShown ? true : nil, isSelected: isShown ? true : nil, isEnabled: isEnabled))
      }
      visitChildren(children)
    case .tabView:
      // Its tab bar, as libadwaita 1.2 shows it: each tab's title, then its close button (which the GTK
      // backend names after the title).
      for page in view.children {
        guard let name = page.properties[.pageName]?.string else { continue }
        let title = page.properties[.pageTitle]?.string ?? name
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .page(self.handlers(view), name)), role: .label, name: title, isEnabled: isEnabled))
        found.append(WindowControl(recorded: RecordedNode(view: view, act: .closeTab(self.handlers(view), name)), role: .button, name: tr("Close %@", title), isEnabled: isEnabled))
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
  static func shownChildren(of view: View) -> [View] {
    switch view.kind {
    case .stack, .viewStack, .tabView:
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

  func dialogControls(_ dialog: View, into found: inout [WindowControl]) {
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

  static func number(_ properties: PropertyList) -> String? {
    guard let value = properties[.value]?.double else { return nil }
    let digits = properties[.digits]?.int ?? 0
    return String(format: "%.\(digits)f", value)
  }
}
