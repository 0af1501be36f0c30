//  GtkBackend+Input.swift

import CGtk
import DeclarativeViews
import Foundation
import Logging

/// The backend's log: what it could not show as asked (an image file, a file chooser's folder or choice).
let logger = Logger(label: "GtkWidgets")

extension GtkBackend {
  /// Makes a widget of the input, page, link and file-chooser kinds.
  func makeInputWidget(_ kind: ViewKind) -> GtkWidgetPointer {
    switch kind {
    case .textView: return cgtk_text_view_new()
    case .spinButton: return cgtk_spin_button_new()
    case .scale: return cgtk_scale_new()
    case .progressBar: return cgtk_progress_bar_new()
    case .levelBar: return cgtk_level_bar_new()
    case .radioGroup: return cgtk_box_new(1, 6)
    case .expander: return cgtk_expander_new()
    case .linkButton: return cgtk_link_button_new()
    case .stack:
      let box = cgtk_box_new(1, 6)!
      let stack = cgtk_stack_new()!
      cgtk_box_insert_child_after(box, cgtk_stack_switcher_new(stack), nil)
      cgtk_box_insert_child_after(box, stack, cgtk_widget_get_first_child(box))
      InputExtras.of(box).stack = stack
      return box
    case .fileChooser:
      let chooser = cgtk_file_chooser_new(0)!
      WidgetExtras.of(chooser).isDialog = true
      return chooser
    default:
      preconditionFailure("\(kind) is not an input kind")
    }
  }

  /// Sets the properties that the input, page and collection kinds add, and those any kind may have
  /// that arrived with them (context menu, page name and title). Returns false for the rest.
  func setInputProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind) -> Bool {
    let extras = InputExtras.of(widget)
    switch property {
    case .contextMenu:
      if case .menu(let menu)? = value {
        let model = MenuModel.make(menu)
        cgtk_set_context_menu(widget, model)
        cgtk_unref(model)
        MenuModel.addRadioItems(of: menu, to: cgtk_context_menu_of(widget))
      } else if cgtk_context_menu_of(widget) != nil {
        cgtk_set_context_menu(widget, nil)
      }
      return true
    case .pageName:
      extras.pageName = value?.string
      return true
    case .pageTitle:
      extras.pageTitle = value?.string
      if let stack = extras.pageStack { cgtk_stack_set_page_title(stack, widget, value?.string ?? "") }
      self.updateViewStackPage(widget, extras: extras)
      self.updateTabPage(widget, extras: extras)
      return true
    case .pageIcon:
      extras.pageIcon = value?.string
      self.updateViewStackPage(widget, extras: extras)
      self.updateTabPage(widget, extras: extras)
      return true
    case .file where kind == .image:
      self.setImageFile(value?.string, on: widget)
      return true
    default:
      break
    }
    switch kind {
    case .textView: return self.setTextViewProperty(property, to: value, on: widget)
    case .spinButton, .scale: return self.setRangeProperty(property, to: value, on: widget, kind: kind, extras: extras)
    case .progressBar:
      switch property {
      case .value: cgtk_progress_bar_set_fraction(widget, value?.double ?? 0)
      case .text: cgtk_progress_bar_set_text(widget, value?.string)
      default: return false
      }
      return true
    case .levelBar:
      switch property {
      case .minimum: extras.minimum = value?.double ?? 0
      case .maximum: extras.maximum = value?.double ?? 1
      case .value: cgtk_level_bar_set_value(widget, value?.double ?? 0)
      default: return false
      }
      if property != .value { cgtk_level_bar_set_bounds(widget, extras.minimum, extras.maximum) }
      return true
    case .radioGroup: return self.setRadioProperty(property, to: value, on: widget, extras: extras)
    case .stack: return self.setStackProperty(property, to: value, on: widget, extras: extras)
    case .expander:
      switch property {
      case .label: cgtk_expander_set_label(widget, value?.string ?? "")
      case .expanded:
        let isOn = value?.bool ?? false
        guard (cgtk_expander_get_expanded(widget) != 0) != isOn else { return true }
        Signal.withBlocked(UnsafeMutableRawPointer(widget), WidgetExtras.of(widget).handlerIDs["expanded"]) {
          cgtk_expander_set_expanded(widget, isOn ? 1 : 0)
        }
      default: return false
      }
      return true
    case .linkButton:
      switch property {
      case .label: cgtk_button_set_label(widget, value?.string ?? "")
      case .uri: cgtk_link_button_set_uri(widget, value?.string ?? "")
      default: return false
      }
      return true
    case .columnView:
      guard let columns = extras.columns else { return false }
      switch property {
      case .columns:
        if case .columns(let list)? = value { columns.update(to: list) } else { columns.update(to: []) }
      case .sortColumn: columns.setSortColumn(value?.string)
      case .sortAscending: columns.setSortAscending(value?.bool ?? true)
      default: return false
      }
      return true
    case .fileChooser:
      switch property {
      case .title: cgtk_window_set_title(widget, value?.string ?? "")
      case .saveMode: cgtk_file_chooser_set_save(widget, (value?.bool ?? false) ? 1 : 0)
      case .suggestedName: if cgtk_file_chooser_is_save(widget) != 0 { cgtk_file_chooser_set_name(widget, value?.string ?? "") }
      case .folder:
        if let folder = value?.string, cgtk_file_chooser_set_folder(widget, folder) == 0 {
          logger.warning("the file chooser cannot open the folder \(folder)")
        }
      default: return false
      }
      return true
    default:
      return false
    }
  }

  /// Sets the text only when it differs (no cursor jump) and with the buffer's handler blocked (no echo).
  private func setTextViewProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer) -> Bool {
    switch property {
    case .text:
      let buffer = cgtk_text_view_buffer(widget)!
      let text = value?.string ?? ""
      let current = cgtk_text_buffer_get_text(buffer)
      defer { cgtk_free(current) }
      guard current.map({ String(cString: $0) }) != text else { return true }
      Signal.withBlocked(buffer, WidgetExtras.of(widget).handlerIDs["changed"]) {
        cgtk_text_buffer_set_text(buffer, text)
      }
    case .editable:
      cgtk_text_view_set_editable(widget, (value?.bool ?? true) ? 1 : 0)
    default:
      return false
    }
    return true
  }

  private func setRangeProperty(_ property: Property, to value: PropertyValue?, on widget: GtkWidgetPointer, kind: ViewKind, extras: InputExtras) -> Bool {
    let adjustment = cgtk_range_adjustment(widget)!
    // Changing the bounds can clamp the value, which GTK reports: block it like any program-set value.
    let handler = WidgetExtras.of(widget).handlerIDs["value"]
    switch property {
    case .minimum, .maximum:
      if property == .minimum { extras.minimum = value?.double ?? 0 } else { extras.maximum = value?.double ?? 100 }
      Signal.withBlocked(adjustment, handler) {
        cgtk_adjustment_set_bounds(adjustment, extras.minimum, max(extras.minimum, extras.maximum))
      }
    case .step:
      cgtk_adjustment_set_step(adjustment, value?.double ?? 1)
    case .digits:
      let digits = value?.int ?? 0
      if kind == .spinButton { cgtk_spin_button_set_digits(widget, UInt32(digits)) } else { cgtk_scale_set_digits(widget, Int32(digits)) }
    case .value:
      let target = value?.double ?? 0
      guard cgtk_adjustment_get_value(adjustment) != target else { return true }
      Signal.withBlocked(adjustment, handler) {
        cgtk_adjustment_set_value(adjustment, target)
      }
    default:
      return false
    }
    return true
  }

  private func setImageFile(_ path: String?, on widget: GtkWidgetPointer) {
    guard let path else {
      cgtk_image_set_icon_name(widget, nil)
      return
    }
    if let problem = ImageFileCheck.problem(with: path) {
      logger.warning("cannot show the image \(path): \(problem)")
      cgtk_image_set_icon_name(widget, "image-missing")
      return
    }
    cgtk_image_set_from_file(widget, path)
  }
}

/// Checks an image file before GTK decodes it on the main thread.
enum ImageFileCheck {
  /// Why `path` cannot be shown, or nil when it can be tried.
  static func problem(with path: String) -> String? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      return "there is no such file"
    }
    guard (attributes[.type] as? FileAttributeType) == .typeRegular else { return "it is not a regular file" }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= ImageFileLimits.maximumBytes else {
      return "it is \(size) bytes, more than the \(ImageFileLimits.maximumBytes) bytes an image may have"
    }
    guard FileManager.default.isReadableFile(atPath: path) else { return "it cannot be read" }
    return nil
  }
}
