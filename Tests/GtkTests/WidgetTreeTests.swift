//  WidgetTreeTests.swift

import CGtk
import GtkWidgets
import Testing

/// The criticals GTK logged since `start()` (GTK's `g_return_if_fail` checks of invalid calls).
@MainActor private enum GtkCriticals {
  nonisolated(unsafe) static var count = 0
  private nonisolated(unsafe) static var handler: guint = 0

  static func start() {
    self.count = 0
    self.handler = g_log_set_handler("Gtk", GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue), { _, _, _, _ in
      GtkCriticals.count += 1
    }, nil)
  }

  static func stop() {
    g_log_remove_handler("Gtk", self.handler)
  }
}

extension GtkSuite {
@MainActor @Suite
struct WidgetTreeTests {
  /// A widget without children (a label) has none, and asking GTK for them passes it nothing invalid:
  /// the walk asked for the sibling of no widget at every leaf before, 5,000 criticals a test run.
  @Test func aLeafHasNoChildrenAndTheWalkLogsNoCritical() {
    #expect(cgtk_init_check() != 0)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    _ = g_object_ref_sink(box)
    defer { g_object_unref(box) }
    let label = gtk_label_new("One")!
    gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), label)
    gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), gtk_label_new("Two"))
    GtkCriticals.start()
    defer { GtkCriticals.stop() }
    #expect(Array(WidgetTree.children(of: box)).count == 2)
    #expect(Array(WidgetTree.children(of: label)).isEmpty)
    #expect(GtkCriticals.count == 0)
  }
}
}
