//  WidgetAccessibilityAudit.swift

import CGtk

/// Finds the controls of a real widget tree that a screen reader could not name, the inner parts of
/// composite widgets included (a split button's arrow, a toast's close button, the list of a group of
/// rows), which a check of the view description cannot see.
///
/// A control is named as GTK 4.8 names it for a screen reader: by its accessible label, else by the
/// widgets it is labelled by (a button by its child: a label's text names it, an image does not);
/// otherwise the screen reader reads its type name ("GtkImage", "GtkListBox"). Hidden widgets and scroll
/// bars are left out.
///
/// ```swift
/// let window = app.openWindow()
/// #expect(WidgetAccessibilityAudit.unnamedControls(under: window.root!.widget) == [])
/// ```
@MainActor public enum WidgetAccessibilityAudit {
  private static let controls: Set<UInt32> = [
    GTK_ACCESSIBLE_ROLE_BUTTON, GTK_ACCESSIBLE_ROLE_CHECKBOX,
    GTK_ACCESSIBLE_ROLE_RADIO, GTK_ACCESSIBLE_ROLE_SWITCH, GTK_ACCESSIBLE_ROLE_COMBO_BOX,
    GTK_ACCESSIBLE_ROLE_TEXT_BOX, GTK_ACCESSIBLE_ROLE_SEARCH_BOX, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON,
    GTK_ACCESSIBLE_ROLE_SLIDER, GTK_ACCESSIBLE_ROLE_LIST, GTK_ACCESSIBLE_ROLE_GRID,
    GTK_ACCESSIBLE_ROLE_TREE_GRID, GTK_ACCESSIBLE_ROLE_LINK,
  ].map(\.rawValue).reduce(into: []) { $0.insert($1) }

  /// One line per unnamed control under `root` (itself included): its GTK type and where it sits
  /// (the types of its ancestors up to `root`). Empty when every control is named.
  public static func unnamedControls(under root: GtkWidgetPointer) -> [String] {
    var problems: [String] = []
    self.visit(root, path: [], into: &problems)
    return problems
  }

  private static func visit(_ widget: GtkWidgetPointer, path: [String], into problems: inout [String]) {
    guard gtk_widget_get_visible(widget) != 0 else { return }
    let type = String(cString: cgtk_type_name(widget))
    let path = path + [type]
    let role = cgtk_accessible_role(widget)
    if self.controls.contains(role) && cgtk_accessible_is_named(widget) == 0 {
      problems.append("\(path.joined(separator: " > ")) (a \(Self.roleName(role))) has no name")
    }
    for child in WidgetTree.children(of: widget) {
      self.visit(child, path: path, into: &problems)
    }
  }

  private static func roleName(_ role: UInt32) -> String {
    switch role {
    case GTK_ACCESSIBLE_ROLE_BUTTON.rawValue: "button"
    case GTK_ACCESSIBLE_ROLE_LIST.rawValue: "list"
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue, GTK_ACCESSIBLE_ROLE_SEARCH_BOX.rawValue: "text field"
    default: "control"
    }
  }
}
