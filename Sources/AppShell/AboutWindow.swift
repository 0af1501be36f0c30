//  AboutWindow.swift

import CGtk
import Foundation
import GtkWidgets

/// About <App>: libadwaita's about window with the app's name, icon, version, website, developers
/// and the Apache-2.0 license. It closes with Escape and with its parent.
@MainActor enum AboutWindow {
  static func open(_ about: AppAbout, icon: String, parent: GtkWidgetPointer?) -> GtkWidgetPointer? {
    var developers = about.developers.map { strdup($0) } + [nil]
    defer { developers.forEach { free($0) } }
    let window = developers.withUnsafeMutableBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { developers in
        cgtk_about_window_new(parent, about.name, icon, about.version, about.website, developers.baseAddress)
      }
    }
    guard let window else { return nil }
    if parent != nil {
      cgtk_window_set_destroy_with_parent(window, 1)
    }
    cgtk_window_present(window)
    return window
  }
}
