//  GtkBackend+Properties.swift

import CGtk
import DeclarativeViews

extension GtkBackend {
  /// Sets a property the kind has (`ViewKind.properties`). One this backend does not set would be
  /// dropped: debug builds stop with the kind and the property instead.
  public func setProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind) {
    self.operationCount &+= 1
    if !self.applyProperty(property, to: value, on: widget, kind: kind) {
      assertionFailure("GtkBackend cannot set .\(property.rawValue) on a \(kind.rawValue); a kind's properties are in ViewKind+Vocabulary.swift")
    }
  }

  /// Sets `property` on a widget of `kind`; false when this backend does not set it on that kind.
  package func applyProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind) -> Bool {
    if kind == .custom, self.setCustomProperty(property, to: value, on: widget) { return true }
    if kind == .viewStack, property == .visiblePage {
      self.setViewStackPage(value?.string, on: widget)
      return true
    }
    if kind == .preferencesWindow || kind == .preferencesPage, self.setPreferencesProperty(property, to: value, on: widget, kind: kind) {
      return true
    }
    if kind == .tabView, property == .visiblePage {
      self.setTabViewPage(value?.string, on: widget)
      return true
    }
    if kind == .carousel, property == .selectedIndex {
      self.setCarouselPage(value?.int ?? 0, on: widget)
      return true
    }
    if kind == .leaflet, property == .selectedIndex {
      WidgetExtras.of(widget).leafletPane = value
      self.setLeafletPane(value?.int ?? 0, on: widget)
      return true
    }
    if self.setInputProperty(property, to: value, on: widget, kind: kind) { return true }
    if Self.adwaitaKinds.contains(kind), self.setAdwaitaProperty(property, to: value, on: widget, kind: kind) { return true }
    let extras = WidgetExtras.of(widget)
    switch property {
    case .title:
      return self.setTitle(value?.string ?? "", on: widget, kind: kind, extras: extras)
    case .subtitle:
      guard kind == .headerBar, let label = extras.subtitleLabel else { return false }
      cgtk_label_set_text(label, value?.string ?? "")
      cgtk_widget_set_visible(label, (value?.string ?? "").isEmpty ? 0 : 1)
    case .text:
      return self.setText(value?.string ?? "", on: widget, kind: kind, extras: extras)
    case .label:
      let text = value?.string ?? ""
      switch kind {
      case .button: cgtk_button_set_label(widget, text)
      case .menuButton: cgtk_menu_button_set_label(widget, text)
      case .checkButton: cgtk_check_button_set_label(widget, text)
      default: return false
      }
    case .iconName:
      let icon = value?.string
      switch kind {
      case .button: cgtk_button_set_icon_name(widget, icon ?? "")
      case .menuButton: cgtk_menu_button_set_icon_name(widget, icon ?? "open-menu-symbolic")
      case .image: cgtk_image_set_icon_name(widget, icon)
      default: return false
      }
    case .placeholder:
      switch kind {
      case .entry: cgtk_entry_set_placeholder(widget, value?.string)
      case .searchEntry: cgtk_search_entry_set_placeholder(widget, value?.string)
      default: return false
      }
    case .accessibleLabel:
      cgtk_accessible_set_label(widget, value?.string ?? "")
    case .name:
      gtk_widget_set_name(widget, value?.string ?? "")
    case .tooltip:
      cgtk_widget_set_tooltip(widget, value?.string)
    case .cssClasses:
      let classes = value?.strings ?? []
      for name in extras.cssClasses where !classes.contains(name) {
        cgtk_widget_remove_css_class(widget, name)
      }
      for name in classes where !extras.cssClasses.contains(name) {
        cgtk_widget_add_css_class(widget, name)
      }
      extras.cssClasses = classes
    case .sensitive:
      cgtk_widget_set_sensitive(widget, (value?.bool ?? true) ? 1 : 0)
    case .visible:
      cgtk_widget_set_visible(widget, (value?.bool ?? true) ? 1 : 0)
    case .active:
      return self.setActive(value?.bool ?? false, on: widget, kind: kind, extras: extras)
    case .spinning:
      guard kind == .spinner else { return false }
      cgtk_spinner_set_spinning(widget, (value?.bool ?? false) ? 1 : 0)
    case .vertical:
      guard kind == .box || kind == .separator || kind == .paned else { return false }
      cgtk_orientable_set_vertical(widget, (value?.bool ?? (kind == .box)) ? 1 : 0)
    case .spacing:
      guard kind == .box else { return false }
      cgtk_box_set_spacing(widget, Int32(value?.int ?? 0))
    case .margin:
      cgtk_widget_set_margins(widget, Int32(value?.int ?? 0))
    case .hexpand:
      cgtk_widget_set_hexpand(widget, (value?.bool ?? false) ? 1 : 0)
    case .vexpand:
      cgtk_widget_set_vexpand(widget, (value?.bool ?? false) ? 1 : 0)
    case .halign:
      cgtk_widget_set_halign(widget, Int32(value?.int ?? Alignment.fill.rawValue))
    case .valign:
      cgtk_widget_set_valign(widget, Int32(value?.int ?? Alignment.fill.rawValue))
    case .width, .height:
      self.setSize(on: widget, kind: kind, property: property, value: value?.int ?? -1)
    case .defaultWidth, .defaultHeight:
      guard [.window, .dialog, .applicationWindow, .preferencesWindow].contains(kind) else { return false }
      self.setDefaultSize(on: widget, property: property, value: value?.int ?? -1)
    case .position:
      guard kind == .paned else { return false }
      if let position = value?.int { cgtk_paned_set_position(widget, Int32(position)) }
    case .choices:
      guard kind == .dropDown else { return false }
      self.setChoices(value?.strings ?? [], on: widget, extras: extras)
    case .selectedIndex:
      guard kind == .dropDown else { return false }
      self.setSelectedIndex(value?.int ?? -1, on: widget, extras: extras)
    case .selectedKey:
      guard let list = extras.list else { return false }
      list.select(value?.string)
    case .scrollToKey:
      guard let list = extras.list else { return false }
      list.requestScroll(to: value?.string)
    case .menu:
      guard kind == .menuButton else { return false }
      if case .menu(let menu)? = value {
        let model = MenuModel.make(menu)
        cgtk_menu_button_set_menu_model(widget, model)
        cgtk_unref(model)
        MenuModel.addRadioItems(of: menu, to: cgtk_menu_button_popover(widget))
      }
    case .actions:
      guard let windowActions = extras.windowActions else { return false }
      if case .actions(let actions)? = value {
        windowActions.update(to: actions, application: self.application)
      } else {
        windowActions.update(to: [], application: self.application)
      }
    case .date:
      guard kind == .calendar else { return false }
      if case .day(let day)? = value { self.setDay(day, on: widget, extras: extras) }
    case .drawVersion:
      guard kind == .drawingArea else { return false }
      cgtk_widget_queue_draw(widget)
    case .wrap, .xalign, .ellipsize, .selectable:
      guard kind == .label else { return false }
      Self.setLabelProperty(property, to: value, on: widget)
    case .hasFrame:
      guard kind == .button else { return false }
      cgtk_button_set_has_frame(widget, (value?.bool ?? true) ? 1 : 0)
    case .pixelSize:
      guard kind == .image else { return false }
      cgtk_image_set_pixel_size(widget, Int32(value?.int ?? -1))
    case .slot:
      break // where a child goes: the parent's business when the child is inserted
    case .dragValue, .dropTypes:
      self.setTransferProperty(property, to: value, on: widget)
    case .customModifiers:
      self.setCustomModifiers(value, on: widget)
    case .body, .toast, .responses, .activatable, .titleButtons, .custom:
      return false // only libadwaita kinds (setAdwaitaProperty) and custom widgets (setCustomProperty) have these
    case .minimum, .maximum, .step, .digits, .value, .editable, .uri, .file, .pageName, .pageTitle, .pageIcon, .visiblePage, .expanded,
      .contextMenu, .columns, .sortColumn, .sortAscending, .saveMode, .suggestedName, .folder:
      return false // setInputProperty took these for the kinds that have them
    }
    return true
  }

  private static func setLabelProperty(_ property: Property, to value: PropertyValue?, on label: GtkWidgetPointer) {
    switch property {
    case .wrap: cgtk_label_set_wrap(label, (value?.bool ?? false) ? 1 : 0)
    case .xalign: cgtk_label_set_xalign(label, Float(value?.double ?? 0.5))
    case .ellipsize: cgtk_label_set_ellipsize_end(label, (value?.bool ?? false) ? 1 : 0)
    default: cgtk_label_set_selectable(label, (value?.bool ?? false) ? 1 : 0)
    }
  }

  private func setTitle(_ title: String, on widget: GtkWidgetPointer, kind: ViewKind, extras: WidgetExtras) -> Bool {
    switch kind {
    case .window, .dialog: cgtk_window_set_title(widget, title)
    case .headerBar: extras.titleLabel.map { cgtk_label_set_text($0, title) }
    default: return false
    }
    return true
  }

  /// Sets an entry's text only when it differs (no cursor jump) and with its handler blocked (no echo).
  private func setText(_ text: String, on widget: GtkWidgetPointer, kind: ViewKind, extras: WidgetExtras) -> Bool {
    switch kind {
    case .label:
      cgtk_label_set_text(widget, text)
    case .entry, .searchEntry:
      guard String(cString: cgtk_editable_get_text(widget)) != text else { return true }
      Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["changed"]) {
        cgtk_editable_set_text(widget, text)
      }
    default:
      return false
    }
    return true
  }

  private func setActive(_ isOn: Bool, on widget: GtkWidgetPointer, kind: ViewKind, extras: WidgetExtras) -> Bool {
    guard kind == .checkButton || kind == .switchToggle else { return false }
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["toggled"]) {
      if kind == .checkButton, (cgtk_check_button_get_active(widget) != 0) != isOn {
        cgtk_check_button_set_active(widget, isOn ? 1 : 0)
      }
      if kind == .switchToggle, (cgtk_switch_get_active(widget) != 0) != isOn {
        cgtk_switch_set_active(widget, isOn ? 1 : 0)
      }
    }
    return true
  }

  /// Sets one dimension and keeps the other: `.size(width:height:)` sets both, one property at a time.
  private func setSize(on widget: GtkWidgetPointer, kind: ViewKind, property: Property, value: Int) {
    if kind == .drawingArea {
      if property == .width {
        cgtk_drawing_area_set_content_width(widget, Int32(max(value, 0)))
      } else {
        cgtk_drawing_area_set_content_height(widget, Int32(max(value, 0)))
      }
      return
    }
    var width: Int32 = -1
    var height: Int32 = -1
    cgtk_widget_get_size_request(widget, &width, &height)
    if property == .width { width = Int32(value) } else { height = Int32(value) }
    cgtk_widget_set_size_request(widget, width, height)
  }

  private func setDefaultSize(on widget: GtkWidgetPointer, property: Property, value: Int) {
    // A -1 dimension unsets it: keep the one this property does not set, or setting the height
    // after the width would throw the width away.
    var width: Int32 = -1
    var height: Int32 = -1
    gtk_window_get_default_size(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self), &width, &height)
    if property == .defaultWidth { width = Int32(value) } else { height = Int32(value) }
    cgtk_window_set_default_size(widget, width, height)
  }

  private func setChoices(_ choices: [String], on widget: GtkWidgetPointer, extras: WidgetExtras) {
    var strings = choices.map { strdup($0) }
    strings.append(nil)
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["selected"]) {
      strings.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
          cgtk_drop_down_set_choices(widget, $0)
        }
      }
    }
    for string in strings { free(string) }
    // Replacing the choices resets GTK's selection: put the view's back.
    self.setSelectedIndex(extras.dropDownSelection, on: widget, extras: extras)
  }

  private func setSelectedIndex(_ index: Int, on widget: GtkWidgetPointer, extras: WidgetExtras) {
    extras.dropDownSelection = index
    let count = Int(cgtk_drop_down_n_choices(widget))
    let target = (0 ..< count).contains(index) ? UInt32(index) : cgtk_invalid_list_position()
    guard cgtk_drop_down_get_selected(widget) != target else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["selected"]) {
      cgtk_drop_down_set_selected(widget, target)
    }
  }

  private func setDay(_ day: Day, on widget: GtkWidgetPointer, extras: WidgetExtras) {
    var year: Int32 = 0, month: Int32 = 0, current: Int32 = 0
    cgtk_calendar_get_ymd(widget, &year, &month, &current)
    guard Day(year: Int(year), month: Int(month), day: Int(current)) != day else { return }
    Signal.withBlocked(UnsafeMutableRawPointer(widget), extras.handlerIDs["day"]) {
      cgtk_calendar_select_ymd(widget, Int32(day.year), Int32(day.month), Int32(day.day))
    }
  }
}
