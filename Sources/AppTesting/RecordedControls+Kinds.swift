//  RecordedControls+Kinds.swift

import CGtk
import DeclarativeViews
import Localization

/// What each kind of view is announced as, as GTK's widget for it is.
extension RecordedControls {
  /// The controls `view` is announced as (the operable kinds, labels, titles), as GTK's widgets for it
  /// are: a split button's arrow and a menu button's inner button are controls of their own there.
  func controls(of view: View, isEnabled: Bool) -> [WindowControl] {
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
  func control(of view: View, isEnabled: Bool) -> WindowControl? {
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
}
