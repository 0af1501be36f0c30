//  WindowTest+Languages.swift

import CGtk
import GtkWidgets
import Testing

extension WindowTest {
  /// The texts shown (labels and the names of controls) that are messages of `locale`'s template still
  /// in English: they did not go through the catalog (`tr`), or were made before the language changed.
  /// GTK's own title-bar buttons (Minimize, Maximize, Close) are GTK's to translate and left out.
  public func untranslatedTexts(in locale: PseudoLocale) -> [String] {
    self.controls.filter { !Self.isInTitleBarControls($0.widget) }.compactMap(\.name).filter { locale.englishTexts.contains($0) }
  }

  private static func isInTitleBarControls(_ widget: GtkWidgetPointer?) -> Bool {
    var ancestor: GtkWidgetPointer? = widget
    while let current = ancestor {
      if String(cString: cgtk_type_name(current)) == "GtkWindowControls" { return true }
      ancestor = gtk_widget_get_parent(current)
    }
    return false
  }

  /// The labels shown cut short with an ellipsis: too narrow for their text in this language. Needs
  /// GTK: on a recorded window it records an issue and returns none.
  public var clippedTexts: [String] {
    guard self.expectDisplay(for: "Clipped labels", sourceLocation: #_sourceLocation), let root = self.surface else { return [] }
    var clipped: [String] = []
    WidgetTree.forEachShown(from: root) { widget in
      if cgtk_label_is_ellipsized(widget) != 0, let text = cgtk_label_get_text(widget) {
        clipped.append(String(cString: text))
      }
    }
    return clipped
  }

  /// Lays out windows opened from now on right to left (as in Arabic or Hebrew), or left to right again.
  public static func setRightToLeft(_ isRightToLeft: Bool) {
    gtk_widget_set_default_direction(isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
  }
}
