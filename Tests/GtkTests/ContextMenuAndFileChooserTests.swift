//  ContextMenuAndFileChooserTests.swift

import AppShell
import CGtk
import DeclarativeViews
import Foundation
import GtkWidgets
import TestSupport
import Testing

extension GtkSuite {
/// A context menu pops up from the keyboard's menu action and a right click, and its items reach the
/// window's actions; a file chooser comes with the state, reports the chosen path or the cancel, and goes.
@MainActor @Suite
struct ContextMenuAndFileChooserTests {
  let fixture = InputsFixture()

  @Test func theMenuKeyActionAndARightClickPopUpTheContextMenu() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    self.fixture.settle()
    let target = try #require(GtkTestSupport.widget("menu-target", in: window))
    let menu = try #require(cgtk_context_menu_of(target))
    #expect(cgtk_widget_get_visible(menu) == 0)
    // The Menu key and Shift+F10 trigger this action.
    #expect(cgtk_widget_activate_action(target, "context.menu") != 0)
    self.fixture.settle()
    #expect(cgtk_widget_get_mapped(menu) != 0)
    cgtk_popover_popdown(menu)
    self.fixture.settle()
    #expect(cgtk_widget_get_mapped(menu) == 0)
    cgtk_context_menu_popup_at(target, 4, 4)
    self.fixture.settle()
    #expect(cgtk_widget_get_mapped(menu) != 0)
    cgtk_popover_popdown(menu)
    // Its items name window actions, which the target reaches.
    let copied = self.fixture.actions { _ = cgtk_widget_activate_action(target, "win.copy") }
    #expect(copied == [.copy])
  }

  @Test func savingReportsThePathInTheChosenFolder() throws {
    let folder = try TemporaryDirectory()
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    try self.fixture.dispatch(.openChooser(.save(suggestedName: "quakes.csv"), folder: folder.url.path))
    self.fixture.settle()
    let chooser = try #require(GtkTestSupport.widget("chooser", in: window))
    #expect(cgtk_widget_get_mapped(chooser) != 0)
    #expect(String(cString: cgtk_window_get_title(chooser)) == "Save as")
    #expect(cgtk_file_chooser_is_save(chooser) != 0)
    // GTK checks whether the file exists before it answers a save: the answer comes a few turns later.
    let chosen = self.fixture.actions {
      cgtk_dialog_response(chooser, cgtk_response_accept())
      self.fixture.settle { GtkTestSupport.widget("chooser", in: window) == nil }
    }
    #expect(chosen == [.choseFile(folder.url.appendingPathComponent("quakes.csv").path)])
    #expect(GtkTestSupport.widget("chooser", in: window) == nil)
  }

  @Test func openingReportsTheSelectedFileAndCancellingCloses() throws {
    let folder = try TemporaryDirectory()
    let file = folder.url.appendingPathComponent("notes.txt")
    try Data("hello".utf8).write(to: file)
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    try self.fixture.dispatch(.openChooser(.open, folder: folder.url.path))
    self.fixture.settle()
    var chooser = try #require(GtkTestSupport.widget("chooser", in: window))
    #expect(cgtk_file_chooser_is_save(chooser) == 0)
    #expect(cgtk_file_chooser_select_path(chooser, file.path) != 0)
    let opened = self.fixture.actions { cgtk_dialog_response(chooser, cgtk_response_accept()) }
    #expect(opened == [.choseFile(file.path)])

    try self.fixture.dispatch(.openChooser(.open, folder: nil))
    self.fixture.settle()
    chooser = try #require(GtkTestSupport.widget("chooser", in: window))
    let cancelled = self.fixture.actions { cgtk_dialog_response(chooser, cgtk_response_cancel()) }
    #expect(cancelled == [.cancelChooser])
    #expect(GtkTestSupport.widget("chooser", in: window) == nil)
  }
}
}
