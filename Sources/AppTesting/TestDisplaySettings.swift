//  TestDisplaySettings.swift

import CGtk

/// Settings that make a window look the same at every run, on every machine with the project's
/// packages: no animations, a text cursor that does not blink, and one font (DejaVu Sans, from
/// `fonts-dejavu-core`) whatever the machine's default is.
@MainActor enum TestDisplaySettings {
  private static var isApplied = false

  static func apply() {
    guard !self.isApplied else { return }
    self.isApplied = true
    cgtk_use_test_display_settings("DejaVu Sans 10")
  }
}
