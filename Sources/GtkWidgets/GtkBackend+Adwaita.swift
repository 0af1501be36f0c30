//  GtkBackend+Adwaita.swift

import CGtk
import DeclarativeViews

/// The libadwaita kinds: widgets, signals, properties and children (View+Adwaita.swift describes them).
extension GtkBackend {
  static let adwaitaKinds: Set<ViewKind> = [
    .applicationWindow, .adwHeaderBar, .toastOverlay, .statusPage, .messageDialog,
    .preferencesGroup, .actionRow, .entryRow, .comboRow, .splitButton,
  ]

  func makeAdwaitaWidget(_ kind: ViewKind, handlers: HandlerTable) -> GtkWidgetPointer {
    switch kind {
    case .applicationWindow:
      let window = cgtk_adw_application_window_new()!
      let box = cgtk_box_new(1, 0)!
      cgtk_adw_application_window_set_content(window, box)
      AdwaitaExtras.of(window).contentBox = box
      WidgetExtras.of(window).windowActions = WindowActionGroup(window: window, handlers: handlers)
      return window
    case .adwHeaderBar: return cgtk_adw_header_bar_new()
    case .toastOverlay:
      let overlay = cgtk_adw_toast_overlay_new()!
      AdwaitaExtras.of(overlay).handlers = handlers
      return overlay
    case .statusPage: return cgtk_adw_status_page_new()
    case .messageDialog:
      let dialog = cgtk_adw_message_dialog_new()!
      WidgetExtras.of(dialog).isDialog = true
      cgtk_window_keep_open(dialog)
      return dialog
    case .preferencesGroup: return cgtk_adw_preferences_group_new()
    case .actionRow: return cgtk_adw_action_row_new()
    case .entryRow: return cgtk_adw_entry_row_new()
    case .comboRow: return cgtk_adw_combo_row_new()
    case .splitButton: return cgtk_adw_split_button_new()
    default: preconditionFailure("\(kind) is not a libadwaita kind")
    }
  }

  func connectAdwaitaSignals(of widget: GtkWidgetPointer, kind: ViewKind, handlers: HandlerTable) {
    let instance = UnsafeMutableRawPointer(widget)
    let extras = WidgetExtras.of(widget)
    switch kind {
    case .applicationWindow:
      // As a plain window: GTK closes it, the window host forgets it in its handler.
      Signal.connectReturningBool(instance, "close-request") {
        handlers.fire(.closeRequested)
        return false
      }
    case .messageDialog:
      // Buttons, Escape and the close button all end here (Escape and close with the close response).
      Signal.connectPointer(instance, "response") { response in
        handlers.fire(.response, key: response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) })
      }
    case .actionRow:
      Signal.connect(instance, "activated") { handlers.fire(.clicked) }
    case .splitButton:
      Signal.connect(instance, "clicked") { handlers.fire(.clicked) }
    case .entryRow:
      extras.handlerIDs["changed"] = Signal.connect(instance, "changed") {
        handlers.fire(.textChanged, text: String(cString: cgtk_editable_get_text(widget)))
      }
      Signal.connect(instance, "entry-activated") { handlers.fire(.submitted) }
    case .comboRow:
      extras.handlerIDs["selected"] = Signal.connectPointer(instance, "notify::selected") { _ in
        let selected = cgtk_adw_combo_row_get_selected(widget)
        handlers.fire(.selectionChanged, index: selected == cgtk_invalid_list_position() ? nil : Int(selected))
      }
    default:
      break
    }
  }

  /// Sets what is particular to a libadwaita kind; false leaves the property to the common code
  /// (accessible label, CSS classes, sensitivity, margins, default size, window actions…).
  func setAdwaitaProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind) -> Bool {
    let text = value?.string
    switch (kind, property) {
    case (.applicationWindow, .title): cgtk_window_set_title(widget, text ?? "")
    case (.adwHeaderBar, .title): cgtk_adw_header_bar_set_title(widget, text ?? "")
    case (.adwHeaderBar, .subtitle): cgtk_adw_header_bar_set_subtitle(widget, text ?? "")
    case (.adwHeaderBar, .titleButtons): cgtk_adw_header_bar_show_title_buttons(widget, (value?.bool ?? true) ? 1 : 0)
    case (.toastOverlay, .toast):
      guard case .toast(let toast)? = value else {
        AdwaitaExtras.of(widget).forgetToast(dismissing: true)
        return true
      }
      self.show(toast, on: widget)
    case (.statusPage, .iconName): cgtk_adw_status_page_set_icon_name(widget, text)
    case (.statusPage, .title): cgtk_adw_status_page_set_title(widget, text ?? "")
    case (.statusPage, .body): cgtk_adw_status_page_set_description(widget, text)
    case (.messageDialog, .title): cgtk_adw_message_dialog_set_heading(widget, text ?? "")
    case (.messageDialog, .body): cgtk_adw_message_dialog_set_body(widget, text ?? "")
    case (.messageDialog, .responses):
      guard case .responses(let responses)? = value else { return true }
      self.setResponses(responses, on: widget)
    case (.preferencesGroup, .title):
      cgtk_adw_preferences_group_set_title(widget, text)
      AdwaitaExtras.of(widget).groupName.title = text
      self.nameGroup(widget)
    case (.preferencesGroup, .accessibleLabel):
      AdwaitaExtras.of(widget).groupName.label = text
      self.nameGroup(widget)
    case (.preferencesGroup, .body): cgtk_adw_preferences_group_set_description(widget, text)
    case (.actionRow, .title), (.entryRow, .title), (.comboRow, .title): cgtk_adw_row_set_title(widget, text ?? "")
    case (.actionRow, .subtitle): cgtk_adw_action_row_set_subtitle(widget, text)
    case (.actionRow, .activatable): cgtk_adw_row_set_activatable(widget, (value?.bool ?? false) ? 1 : 0)
    case (.entryRow, .text):
      let text = text ?? ""
      guard String(cString: cgtk_editable_get_text(widget)) != text else { return true }
      Signal.withBlocked(UnsafeMutableRawPointer(widget), WidgetExtras.of(widget).handlerIDs["changed"]) {
        cgtk_editable_set_text(widget, text)
      }
    case (.comboRow, .choices): self.setComboChoices(value?.strings ?? [], on: widget)
    case (.comboRow, .selectedIndex): self.setComboSelection(value?.int ?? -1, on: widget)
    case (.splitButton, .accessibleLabel): cgtk_adw_split_button_set_accessible_label(widget, text ?? "")
    case (.splitButton, .label): cgtk_adw_split_button_set_label(widget, text ?? "")
    case (.splitButton, .iconName): cgtk_adw_split_button_set_icon_name(widget, text ?? "")
    case (.splitButton, .menu):
      let menu: Menu? = if case .menu(let menu)? = value { menu } else { nil }
      let model = menu.map(MenuModel.make)
      cgtk_adw_split_button_set_menu_model(widget, model)
      model.map { cgtk_unref($0) }
      menu.map { MenuModel.addRadioItems(of: $0, to: cgtk_adw_split_button_popover(widget)) }
    default:
      return false
    }
    return true
  }

  func insertAdwaitaChild(_ child: GtkWidgetPointer, slot: Slot, into parent: GtkWidgetPointer, parentKind: ViewKind) {
    switch parentKind {
    case .applicationWindow:
      guard let box = AdwaitaExtras.of(parent).contentBox else { return }
      if slot == .titlebar { cgtk_box_insert_child_after(box, child, nil) } else { cgtk_box_append(box, child) }
    case .adwHeaderBar:
      if slot == .end { cgtk_adw_header_bar_pack_end(parent, child) } else { cgtk_adw_header_bar_pack_start(parent, child) }
    case .toastOverlay: cgtk_adw_toast_overlay_set_child(parent, child)
    case .statusPage: cgtk_adw_status_page_set_child(parent, child)
    case .preferencesGroup: cgtk_adw_preferences_group_add(parent, child)
    case .actionRow: cgtk_adw_action_row_add_suffix(parent, child)
    default: assertionFailure("a \(parentKind) has no children")
    }
  }

  func removeAdwaitaChild(_ child: GtkWidgetPointer, from parent: GtkWidgetPointer, parentKind: ViewKind) {
    switch parentKind {
    case .applicationWindow: AdwaitaExtras.of(parent).contentBox.map { cgtk_box_remove($0, child) }
    case .adwHeaderBar: cgtk_adw_header_bar_remove(parent, child)
    case .toastOverlay: cgtk_adw_toast_overlay_set_child(parent, nil)
    case .statusPage: cgtk_adw_status_page_set_child(parent, nil)
    case .preferencesGroup: cgtk_adw_preferences_group_remove(parent, child)
    case .actionRow: cgtk_adw_action_row_remove(parent, child)
    default: break
    }
  }

  /// Shows `toast` unless it is the one shown (then only its title follows); a shown other toast goes.
  /// A toast shown less than `AdwaitaExtras.toastAnimationTime` ago is given the new toast's words in
  /// place instead: libadwaita 1.2 frees a toast hidden before its show animation ends, then uses it when
  /// that animation ends (a crash when news came faster than the animations, as fetches can).
  private func show(_ toast: Toast, on overlay: GtkWidgetPointer) {
    let extras = AdwaitaExtras.of(overlay)
    let action = toast.button == nil ? nil : toast.action.map { "win.\($0)" }
    if let shown = extras.toast {
      if shown.id == toast.id {
        cgtk_adw_toast_set_title(shown.object, toast.title)
        return
      }
      if ContinuousClock.now - shown.shownAt < AdwaitaExtras.toastAnimationTime {
        cgtk_adw_toast_set_title(shown.object, toast.title)
        cgtk_adw_toast_set_button(shown.object, toast.button, action, UInt32(toast.timeout))
        extras.toast?.id = toast.id
        return
      }
    }
    extras.forgetToast(dismissing: true)
    let object = cgtk_adw_toast_show(overlay, toast.title, toast.button, action, UInt32(toast.timeout))!
    extras.toast = (id: toast.id, object: object, shownAt: .now)
    Signal.connect(object, "dismissed") { [weak extras] in
      // Toasts the program took away are already forgotten: only the user's or the timeout's dismissal
      // reports, with the id of the toast it shows now.
      guard let extras, let shown = extras.toast, shown.object == object else { return }
      extras.forgetToast(dismissing: false)
      extras.handlers?.fire(.toastDismissed, key: shown.id)
    }
  }

  /// A group's list of rows is named by the group's accessible label, else by its title.
  private func nameGroup(_ group: GtkWidgetPointer) {
    let name = AdwaitaExtras.of(group).groupName
    cgtk_adw_preferences_group_set_accessible_label(group, name.label ?? name.title ?? "")
  }

  private func setResponses(_ responses: DialogResponses, on dialog: GtkWidgetPointer) {
    let extras = AdwaitaExtras.of(dialog)
    for response in responses.responses {
      cgtk_adw_message_dialog_set_response(dialog, response.id, response.label, Int32(response.appearance.rawValue), response.isEnabled ? 1 : 0)
    }
    let ids = responses.responses.map(\.id)
    for gone in extras.responseIDs where !ids.contains(gone) {
      cgtk_adw_message_dialog_set_response(dialog, gone, gone, 0, 0)
    }
    extras.responseIDs = extras.responseIDs.filter { !ids.contains($0) } + ids
    cgtk_adw_message_dialog_set_default_response(dialog, responses.defaultResponse)
    cgtk_adw_message_dialog_set_close_response(dialog, responses.closeResponse)
  }

  private func setComboChoices(_ choices: [String], on row: GtkWidgetPointer) {
    var strings = choices.map { strdup($0) }
    strings.append(nil)
    Signal.withBlocked(UnsafeMutableRawPointer(row), WidgetExtras.of(row).handlerIDs["selected"]) {
      strings.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
          cgtk_adw_combo_row_set_choices(row, $0)
        }
      }
    }
    for string in strings { free(string) }
    // Replacing the choices resets the row's selection: put the view's back.
    self.setComboSelection(AdwaitaExtras.of(row).comboSelection, on: row)
  }

  private func setComboSelection(_ index: Int, on row: GtkWidgetPointer) {
    AdwaitaExtras.of(row).comboSelection = index
    let count = Int(cgtk_adw_combo_row_n_choices(row))
    let target = (0 ..< count).contains(index) ? UInt32(index) : cgtk_invalid_list_position()
    guard cgtk_adw_combo_row_get_selected(row) != target else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(row), WidgetExtras.of(row).handlerIDs["selected"]) {
      cgtk_adw_combo_row_set_selected(row, target)
    }
  }
}
