//  AnimalsRowLabel.swift

import DeclarativeViews

/// A row of the category and animal lists: both lists use it, so their rows line up the same, and a
/// screen reader reads each row as it shows (its accessible label names the row).
enum AnimalsRowLabel {
  static func view(_ text: String) -> View {
    View.label(text, xalign: 0, ellipsize: true).margin(6).accessibleLabel(text)
  }
}
