//  AccessibleRole.swift

import CGtk

/// What kind of control a screen reader announces a widget as ("button", "check box"): the GTK
/// accessible role. The common ones are named; any other GTK role is `AccessibleRole(gtk:)`.
///
/// ```swift
/// try window.click(.button, "Add")
/// try window.control(AccessibleRole(gtk: GTK_ACCESSIBLE_ROLE_METER), "Battery")
/// ```
public struct AccessibleRole : Hashable, Sendable, CustomStringConvertible {
  /// GTK's value for the role (`GtkAccessibleRole`).
  public let rawValue: UInt32

  /// The role of GTK's value `role`: the escape hatch for roles without a name here.
  public init(gtk role: GtkAccessibleRole) {
    self.rawValue = role.rawValue
  }

  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let button = Self(gtk: GTK_ACCESSIBLE_ROLE_BUTTON)
  public static let checkBox = Self(gtk: GTK_ACCESSIBLE_ROLE_CHECKBOX)
  public static let radioButton = Self(gtk: GTK_ACCESSIBLE_ROLE_RADIO)
  public static let `switch` = Self(gtk: GTK_ACCESSIBLE_ROLE_SWITCH)
  public static let textField = Self(gtk: GTK_ACCESSIBLE_ROLE_TEXT_BOX)
  public static let searchField = Self(gtk: GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
  public static let spinButton = Self(gtk: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
  public static let slider = Self(gtk: GTK_ACCESSIBLE_ROLE_SLIDER)
  public static let comboBox = Self(gtk: GTK_ACCESSIBLE_ROLE_COMBO_BOX)
  public static let link = Self(gtk: GTK_ACCESSIBLE_ROLE_LINK)
  public static let label = Self(gtk: GTK_ACCESSIBLE_ROLE_LABEL)
  public static let list = Self(gtk: GTK_ACCESSIBLE_ROLE_LIST)
  public static let listItem = Self(gtk: GTK_ACCESSIBLE_ROLE_LIST_ITEM)
  public static let grid = Self(gtk: GTK_ACCESSIBLE_ROLE_GRID)
  public static let gridCell = Self(gtk: GTK_ACCESSIBLE_ROLE_GRID_CELL)
  public static let row = Self(gtk: GTK_ACCESSIBLE_ROLE_ROW)
  public static let treeGrid = Self(gtk: GTK_ACCESSIBLE_ROLE_TREE_GRID)
  public static let tab = Self(gtk: GTK_ACCESSIBLE_ROLE_TAB)
  public static let menu = Self(gtk: GTK_ACCESSIBLE_ROLE_MENU)
  public static let menuItem = Self(gtk: GTK_ACCESSIBLE_ROLE_MENU_ITEM)
  public static let image = Self(gtk: GTK_ACCESSIBLE_ROLE_IMG)
  public static let progressBar = Self(gtk: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
  public static let group = Self(gtk: GTK_ACCESSIBLE_ROLE_GROUP)
  public static let dialog = Self(gtk: GTK_ACCESSIBLE_ROLE_DIALOG)
  public static let alertDialog = Self(gtk: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
  public static let window = Self(gtk: GTK_ACCESSIBLE_ROLE_WINDOW)
  /// An interactive element of no more precise kind (a canvas that takes keys).
  public static let widget = Self(gtk: GTK_ACCESSIBLE_ROLE_WIDGET)

  /// Roles a user operates (what a screen-reader transcript and `WindowTest.controls` list).
  public static let operable: Set<AccessibleRole> = [
    .button, .checkBox, .radioButton, .switch, .textField, .searchField, .spinButton, .slider, .comboBox,
    .link, .list, .listItem, .grid, .gridCell, .row, .treeGrid, .tab, .menuItem,
  ]

  /// The words a screen reader uses for the role ("check box"), or GTK's number for an unnamed one.
  public var description: String {
    Self.words[self] ?? "role \(self.rawValue)"
  }

  private static let words: [AccessibleRole: String] = [
    .button: "button", .checkBox: "check box", .radioButton: "radio button", .switch: "switch",
    .textField: "text field", .searchField: "search field", .spinButton: "spin button", .slider: "slider",
    .comboBox: "combo box", .link: "link", .label: "label", .list: "list", .listItem: "list item",
    .grid: "grid", .gridCell: "grid cell", .row: "row", .treeGrid: "tree grid", .tab: "tab", .menu: "menu",
    .menuItem: "menu item", .image: "image", .progressBar: "progress bar", .group: "group", .dialog: "dialog",
    .alertDialog: "alert dialog", .window: "window", .widget: "widget",
  ]
}
