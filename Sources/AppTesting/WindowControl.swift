//  WindowControl.swift

import CGtk
import GtkWidgets

/// One widget of a window as a screen reader sees it: its role, its name, its states and, for a text
/// field, its text. Read from the real widget (or, in a recorded window, its view) at the moment it was
/// found.
public struct WindowControl : CustomStringConvertible {
  /// The GTK widget (nil in a recorded window).
  public let widget: GtkWidgetPointer?
  /// The view and what acting on it does, in a recorded window.
  let recorded: RecordedNode?
  /// What kind of control it is announced as.
  public let role: AccessibleRole
  /// The name announced for it (nil: none, so a screen reader reads its GTK type name).
  public let name: String?
  /// The text it holds, for a text field (one line or several), a search field or a spin button.
  public let text: String?
  /// Whether it is checked (a check box, radio button or switch) or pressed (a toggle button); nil when
  /// it cannot be.
  public let isChecked: Bool?
  /// Whether it is expanded (a menu button with its menu open); nil when it cannot be.
  public let isExpanded: Bool?
  /// Whether it is selected (a list row); nil when it cannot be.
  public let isSelected: Bool?
  /// False when it is shown but cannot be used now (greyed out).
  public let isEnabled: Bool

  @MainActor init(widget: GtkWidgetPointer) {
    self.widget = widget
    self.recorded = nil
    self.role = AccessibleRole(rawValue: cgtk_accessible_role(widget))
    self.name = Self.take(cgtk_accessible_name(widget)) ?? (Self.namedByContent.contains(self.role) ? Self.shownText(under: widget) : nil)
    self.text = Self.take(cgtk_field_text(widget))
    let checked = cgtk_accessible_state(widget, GTK_ACCESSIBLE_STATE_CHECKED)
    let pressed = cgtk_accessible_state(widget, GTK_ACCESSIBLE_STATE_PRESSED)
    self.isChecked = checked >= 0 ? checked == 1 : pressed >= 0 ? pressed == 1 : nil
    self.isExpanded = Self.flag(cgtk_accessible_state(widget, GTK_ACCESSIBLE_STATE_EXPANDED))
    self.isSelected = Self.flag(cgtk_accessible_state(widget, GTK_ACCESSIBLE_STATE_SELECTED))
    self.isEnabled = gtk_widget_is_sensitive(widget) != 0
  }

  /// A control of a recorded window, as the GTK backend would show `recorded`'s view.
  @MainActor init(
    recorded: RecordedNode,
    role: AccessibleRole,
    name: String?,
    text: String? = nil,
    isChecked: Bool? = nil,
    isExpanded: Bool? = nil,
    isSelected: Bool? = nil,
    isEnabled: Bool
  ) {
    self.widget = nil
    self.recorded = recorded
    self.role = role
    self.name = name
    self.text = text
    self.isChecked = isChecked
    self.isExpanded = isExpanded
    self.isSelected = isSelected
    self.isEnabled = isEnabled
  }

  /// What a screen reader announces when it lands on the control:
  /// `check box “Buy milk”, checked`, `text field “New item”: Bake bread`, `button (no name)`.
  public var announcement: String {
    var words = "\(self.role) " + (self.name.map { "“\($0)”" } ?? "(no name)")
    if let text = self.text, !text.isEmpty {
      words += ": \(text)"
    }
    if let checked = self.isChecked {
      words += checked ? ", checked" : ", not checked"
    }
    if self.isExpanded == true {
      words += ", expanded"
    }
    if self.isSelected == true {
      words += ", selected"
    }
    if !self.isEnabled {
      words += ", unavailable"
    }
    return words
  }

  public var description: String { self.announcement }

  /// Roles a screen reader names by what they show when they have no name of their own (ARIA's name
  /// from content): a list item by its labels' texts.
  private static let namedByContent: Set<AccessibleRole> = [.listItem, .row, .gridCell, .tab, .menuItem, .link]

  @MainActor private static func shownText(under widget: GtkWidgetPointer) -> String? {
    var texts: [String] = []
    WidgetTree.forEachShown(from: widget) { shown in
      if let text = cgtk_label_get_text(shown).map({ String(cString: $0) }), !text.isEmpty {
        texts.append(text)
      }
    }
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
    guard let text else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }

  private static func flag(_ state: Int32) -> Bool? {
    state < 0 ? nil : state == 1
  }
}
