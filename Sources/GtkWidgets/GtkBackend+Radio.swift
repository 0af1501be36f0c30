//  GtkBackend+Radio.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// A radio group is a box of grouped check buttons, rebuilt when the choices change.
  func setRadioProperty(_ property: Property, to value: PropertyValue?, on box: GtkWidgetPointer, extras: InputExtras) -> Bool {
    switch property {
    case .vertical:
      cgtk_orientable_set_vertical(box, (value?.bool ?? true) ? 1 : 0)
    case .choices:
      self.setRadioChoices(value?.strings ?? [], on: box, extras: extras)
    case .selectedIndex:
      extras.radioSelection = value?.int ?? -1
      self.applyRadioSelection(extras: extras)
    default:
      return false
    }
    return true
  }

  private func setRadioChoices(_ choices: [String], on box: GtkWidgetPointer, extras: InputExtras) {
    if choices.count == extras.radioButtons.count {
      for (button, choice) in zip(extras.radioButtons, choices) {
        cgtk_check_button_set_label(button, choice)
      }
      return
    }
    for button in extras.radioButtons {
      cgtk_box_remove(box, button)
    }
    let handlers = extras.handlers
    extras.radioButtons = []
    var previous: GtkWidgetPointer?
    for (index, choice) in choices.enumerated() {
      let button = cgtk_check_button_new()!
      cgtk_check_button_set_label(button, choice)
      cgtk_check_button_set_group(button, extras.radioButtons.first)
      WidgetExtras.of(button).handlerIDs["toggled"] = Signal.connect(UnsafeMutableRawPointer(button), "toggled") {
        // The button turned off in the same click reports too: only the one turned on says what was chosen.
        guard cgtk_check_button_get_active(button) != 0 else { return }
        extras.radioSelection = index
        handlers?.fire(.selectionChanged, index: index)
      }
      cgtk_box_insert_child_after(box, button, previous)
      extras.radioButtons.append(button)
      previous = button
    }
    self.applyRadioSelection(extras: extras)
  }

  private func applyRadioSelection(extras: InputExtras) {
    let selection = extras.radioSelection
    for (index, button) in extras.radioButtons.enumerated() {
      let isOn = index == selection
      guard (cgtk_check_button_get_active(button) != 0) != isOn else { continue }
      for other in extras.radioButtons {
        cgtk_block(UnsafeMutableRawPointer(other), WidgetExtras.of(other).handlerIDs["toggled"]!)
      }
      cgtk_check_button_set_active(button, isOn ? 1 : 0)
      for other in extras.radioButtons {
        cgtk_unblock(UnsafeMutableRawPointer(other), WidgetExtras.of(other).handlerIDs["toggled"]!)
      }
    }
  }
}
