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

  /// A push button, a toggle button or a menu button.
  public static let button = Self(gtk: GTK_ACCESSIBLE_ROLE_BUTTON)
  /// A check box.
  public static let checkBox = Self(gtk: GTK_ACCESSIBLE_ROLE_CHECKBOX)
  /// A radio button.
  public static let radioButton = Self(gtk: GTK_ACCESSIBLE_ROLE_RADIO)
  /// An on/off switch.
  public static let `switch` = Self(gtk: GTK_ACCESSIBLE_ROLE_SWITCH)
  /// A one-line or multi-line text field (an entry).
  public static let textField = Self(gtk: GTK_ACCESSIBLE_ROLE_TEXT_BOX)
  /// A search field.
  public static let searchField = Self(gtk: GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
  /// A number field with up and down buttons.
  public static let spinButton = Self(gtk: GTK_ACCESSIBLE_ROLE_SPIN_BUTTON)
  /// A slider (a scale).
  public static let slider = Self(gtk: GTK_ACCESSIBLE_ROLE_SLIDER)
  /// A drop-down list.
  public static let comboBox = Self(gtk: GTK_ACCESSIBLE_ROLE_COMBO_BOX)
  /// A link.
  public static let link = Self(gtk: GTK_ACCESSIBLE_ROLE_LINK)
  /// A text label.
  public static let label = Self(gtk: GTK_ACCESSIBLE_ROLE_LABEL)
  /// A list.
  public static let list = Self(gtk: GTK_ACCESSIBLE_ROLE_LIST)
  /// A row of a list.
  public static let listItem = Self(gtk: GTK_ACCESSIBLE_ROLE_LIST_ITEM)
  /// A grid of items.
  public static let grid = Self(gtk: GTK_ACCESSIBLE_ROLE_GRID)
  /// An item of a grid, or a cell of a table.
  public static let gridCell = Self(gtk: GTK_ACCESSIBLE_ROLE_GRID_CELL)
  /// A row of a table.
  public static let row = Self(gtk: GTK_ACCESSIBLE_ROLE_ROW)
  /// A table (a column view).
  public static let treeGrid = Self(gtk: GTK_ACCESSIBLE_ROLE_TREE_GRID)
  /// A tab of a view switcher.
  public static let tab = Self(gtk: GTK_ACCESSIBLE_ROLE_TAB)
  /// A menu.
  public static let menu = Self(gtk: GTK_ACCESSIBLE_ROLE_MENU)
  /// An item of a menu.
  public static let menuItem = Self(gtk: GTK_ACCESSIBLE_ROLE_MENU_ITEM)
  /// An image.
  public static let image = Self(gtk: GTK_ACCESSIBLE_ROLE_IMG)
  /// A progress bar.
  public static let progressBar = Self(gtk: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)
  /// A group of controls (a box, a scrolled area).
  public static let group = Self(gtk: GTK_ACCESSIBLE_ROLE_GROUP)
  /// A dialog.
  public static let dialog = Self(gtk: GTK_ACCESSIBLE_ROLE_DIALOG)
  /// A message dialog.
  public static let alertDialog = Self(gtk: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
  /// A window.
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
