//  ScreenReaderTranscript.swift

import CGtk
import GtkWidgets
import Testing

/// What a screen reader announces as the keyboard walks a window: Tab from the first control to the
/// last, and Down through the first rows of each list on the way. One line per stop (role, name,
/// state), to assert as text, so a control that lost its name or left the Tab order fails a test.
///
/// ```swift
/// #expect(window.transcript().lines == [
///   "text field “New item”",
///   "button “Add”, unavailable",
///   "check box “Buy milk”, not checked",
/// ])
/// ```
public struct ScreenReaderTranscript : Hashable, Sendable, CustomStringConvertible {
  /// One announcement per focus stop, in the order the keyboard reached them.
  public let lines: [String]

  /// The stops whose control has no name (a screen reader reads its GTK type name instead).
  public var unnamed: [String] {
    self.lines.filter { $0.contains("(no name)") }
  }

  public var description: String {
    self.lines.joined(separator: "\n")
  }
}

extension WindowTest {
  /// Walks the focus through the window from its first control with Tab (and Down through at most
  /// `rowsPerList` rows of each list) until it comes back round, and records each announcement. The
  /// walk changes nothing: rows it passes are not selected, and the focus goes back where it was.
  /// Needs GTK: on a recorded window it records an issue and returns no lines.
  public func transcript(rowsPerList: Int = 3, maximumStops: Int = 200, sourceLocation: SourceLocation = #_sourceLocation) -> ScreenReaderTranscript {
    guard self.expectDisplay(for: "A screen-reader transcript", sourceLocation: sourceLocation), let root = self.surface else {
      return ScreenReaderTranscript(lines: [])
    }
    let focusBefore = cgtk_window_get_focus(root)
    defer {
      gtk_window_set_focus(Self.window(root), focusBefore)
      self.settle()
    }
    gtk_window_set_focus(Self.window(root), nil)
    var lines: [String] = []
    var seen: Set<GtkWidgetPointer> = []
    while lines.count < maximumStops {
      cgtk_window_press_focus_key(root, GTK_DIR_TAB_FORWARD, 0)
      self.settle()
      guard let focus = cgtk_window_get_focus(root), seen.insert(focus).inserted else { break }
      lines.append(GtkWindowDriver.announced(focus).announcement)
      guard Self.isInList(focus) else { continue }
      var current = focus
      for _ in 1..<max(rowsPerList, 1) {
        cgtk_window_press_focus_key(root, GTK_DIR_DOWN, 0)
        self.settle()
        guard let next = cgtk_window_get_focus(root), next != current, seen.insert(next).inserted else { break }
        lines.append(GtkWindowDriver.announced(next).announcement)
        current = next
      }
    }
    return ScreenReaderTranscript(lines: lines)
  }

  private static func isInList(_ widget: GtkWidgetPointer) -> Bool {
    var ancestor = gtk_widget_get_parent(widget)
    while let current = ancestor {
      let role = AccessibleRole(rawValue: cgtk_accessible_role(current))
      if role == .list || role == .grid || role == .treeGrid { return true }
      ancestor = gtk_widget_get_parent(current)
    }
    return false
  }

  static func window(_ widget: GtkWidgetPointer) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  }
}
