//  MenuModel.swift

import CGtk
import DeclarativeViews

/// A `Menu` as GTK shows it: a GMenu of "win." actions for a menu button, split button or context
/// menu. A choice of a radio action ("sort::newest-first") is a placeholder of the GMenu that
/// `addRadioItems` fills, once GTK made the popover, with a radio menu item (CGtk/menus.h): on GTK 4.8
/// the popover's own item for it would tell a screen reader it is a plain menu item.
@MainActor enum MenuModel {
  /// A GMenu of `menu`'s sections. The caller owns the reference.
  static func make(_ menu: Menu) -> UnsafeMutableRawPointer {
    let model = cgtk_menu_new()!
    let radioIDs = Set(Self.radioItems(of: menu).map(\.id))
    for (sectionIndex, section) in menu.sections.enumerated() {
      let items = cgtk_menu_new()!
      for (itemIndex, item) in section.items.enumerated() {
        let id = RadioItem.id(section: sectionIndex, item: itemIndex)
        if radioIDs.contains(id) {
          cgtk_menu_append_custom(items, id)
        } else {
          cgtk_menu_append(items, item.label, "win.\(item.action)")
        }
      }
      cgtk_menu_append_section(model, section.label, items)
      cgtk_unref(items)
    }
    return model
  }

  /// Fills the radio placeholders of `menu`'s GMenu in `popover`, the popover menu GTK made from it.
  static func addRadioItems(of menu: Menu, to popover: GtkWidgetPointer?) {
    for radio in Self.radioItems(of: menu)
    where popover.map({ cgtk_popover_menu_add_radio_item($0, radio.id, radio.label, "win.\(radio.action)", radio.target) }) != 1 {
      logger.warning("the menu item \(radio.label) cannot be shown")
    }
  }

  /// A choice of a radio action in a menu, at item `item` of section `section`.
  private struct RadioItem {
    var section: Int
    var item: Int
    var label: String
    var action: String
    var target: String

    /// The placeholder's name in the GMenu, unique in the menu.
    var id: String { Self.id(section: self.section, item: self.item) }

    static func id(section: Int, item: Int) -> String { "radio-\(section)-\(item)" }
  }

  /// The items of `menu` that choose a value of a radio action; none if this GTK cannot make radio items
  /// (they then stay the popover's own items).
  private static func radioItems(of menu: Menu) -> [RadioItem] {
    guard cgtk_radio_menu_items_supported() != 0 else { return [] }
    return menu.sections.enumerated().flatMap { sectionIndex, section in
      section.items.enumerated().compactMap { itemIndex, item -> RadioItem? in
        guard let separator = item.action.firstRange(of: "::") else { return nil }
        return RadioItem(
          section: sectionIndex, item: itemIndex, label: item.label,
          action: String(item.action[..<separator.lowerBound]), target: String(item.action[separator.upperBound...])
        )
      }
    }
  }
}
