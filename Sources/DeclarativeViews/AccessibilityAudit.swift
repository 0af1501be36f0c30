//  AccessibilityAudit.swift

/// Finds controls that screen readers could not name: every button, entry, choice and toggle needs
/// a visible label or an accessible label (icon-only buttons included).
public enum AccessibilityAudit {
  private static let controls: Set<ViewKind> = [
    .button, .menuButton, .entry, .searchEntry, .checkButton, .switchToggle, .dropDown, .list, .calendar,
    .textView, .spinButton, .scale, .progressBar, .levelBar, .radioGroup, .expander, .linkButton, .gridView, .columnView,
    .fileChooser,
    .entryRow, .comboRow, .splitButton, .actionRow, .messageDialog, .preferencesGroup, .custom,
  ]

  /// Descriptions of the unnamed controls in `view` and its children (empty when all are named).
  public static func unnamedControls(in view: View) -> [String] {
    var problems: [String] = []
    self.visit(view, path: view.kind.rawValue, into: &problems)
    return problems
  }

  private static func visit(_ view: View, path: String, into problems: inout [String]) {
    if self.controls.contains(view.kind) && !self.isNamed(view) {
      problems.append("\(path) has no label or accessible label")
    }
    for (index, child) in view.children.enumerated() {
      self.visit(child, path: "\(path)/\(child.name ?? child.key ?? "\(child.kind.rawValue)[\(index)]")", into: &problems)
    }
  }

  private static func isNamed(_ view: View) -> Bool {
    if view.kind == .calendar { return true } // GTK names the calendar and its days itself.
    // Action rows and message dialogs are named by their title (heading), a file chooser and a group of
    // rows (a list to a screen reader) by their title too.
    let names: [Property] = [.actionRow, .messageDialog].contains(view.kind) ? [.title]
      : [.label, .accessibleLabel] + ([.fileChooser, .preferencesGroup].contains(view.kind) ? [.title] : [])
    for property in names {
      if case .string(let name)? = view.properties[property], !name.isEmpty { return true }
    }
    return false
  }
}
