//  InputWidgetsTests.swift

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// The input and page widgets on a real display: values set by the program show and never echo back
/// as actions; what the user does is dispatched once.
@MainActor @Suite
struct InputWidgetsTests {
  let fixture = InputsFixture()

  func widget(_ name: String, in window: any WindowHosting) throws -> GtkWidgetPointer {
    try #require(GtkTestSupport.widget(name, in: window))
  }

  @Test func aTextViewShowsTheStoreAndReportsTyping() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let buffer = try #require(cgtk_text_view_buffer(try self.widget("notes", in: window)))
    func text() -> String {
      let text = cgtk_text_buffer_get_text(buffer)
      defer { cgtk_free(text) }
      return String(cString: text!)
    }
    #expect(text() == "first line")
    let programmatic = try self.fixture.actions { try self.fixture.dispatch(.setNotes("one\ntwo")) }
    #expect(programmatic == [.setNotes("one\ntwo")])
    #expect(text() == "one\ntwo")
    let typed = self.fixture.actions { cgtk_text_buffer_append(buffer, "!") }
    #expect(typed == [.setNotes("one\ntwo!")])
    #expect(text() == "one\ntwo!")
  }

  @Test func spinButtonAndScaleReportTheUsersValueOnly() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let count = try #require(cgtk_range_adjustment(try self.widget("count", in: window)))
    let volume = try #require(cgtk_range_adjustment(try self.widget("volume", in: window)))
    #expect(cgtk_adjustment_get_value(count) == 3)
    #expect(cgtk_adjustment_get_upper(volume) == 100)
    let programmatic = try self.fixture.actions {
      try self.fixture.dispatch(.setCount(7))
      try self.fixture.dispatch(.setVolume(55))
    }
    #expect(programmatic == [.setCount(7), .setVolume(55)])
    #expect(cgtk_adjustment_get_value(count) == 7)
    #expect(cgtk_adjustment_get_value(volume) == 55)
    let user = self.fixture.actions {
      cgtk_adjustment_set_value(count, 2)
      cgtk_adjustment_set_value(volume, 80)
    }
    #expect(user == [.setCount(2), .setVolume(80)])
    // GTK keeps the value in its range: the user cannot go past the bounds.
    let beyond = self.fixture.actions { cgtk_adjustment_set_value(count, 50) }
    #expect(beyond == [.setCount(10)])
  }

  @Test func progressAndLevelBarsShowTheirValues() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let progress = try self.widget("progress", in: window)
    let level = try self.widget("level", in: window)
    #expect(cgtk_progress_bar_get_fraction(progress) == 0.25)
    #expect(cgtk_level_bar_get_value(level) == 0.5)
    try self.fixture.dispatch(.setProgress(0.75))
    self.fixture.settle()
    #expect(cgtk_progress_bar_get_fraction(progress) == 0.75)
  }

  @Test func aRadioGroupDispatchesTheChoiceTheUserMakes() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let buttons = InputsFixture.children(of: try self.widget("size", in: window))
    #expect(buttons.map { cgtk_check_button_get_active($0) != 0 } == [false, true, false])
    let programmatic = try self.fixture.actions { try self.fixture.dispatch(.choose(2)) }
    #expect(programmatic == [.choose(2)])
    #expect(buttons.map { cgtk_check_button_get_active($0) != 0 } == [false, false, true])
    let user = self.fixture.actions { cgtk_check_button_set_active(buttons[0], 1) }
    #expect(user == [.choose(0)])
    #expect(buttons.map { cgtk_check_button_get_active($0) != 0 } == [true, false, false])
    try self.fixture.dispatch(.choose(nil))
    self.fixture.settle()
    #expect(buttons.map { cgtk_check_button_get_active($0) != 0 } == [false, false, false])
  }

  @Test func aStackShowsTheStoresPageAndReportsTheSwitcher() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let parts = InputsFixture.children(of: try self.widget("stack", in: window))
    let switcher = try #require(parts.first)
    let stack = try #require(parts.last)
    #expect(InputsFixture.children(of: switcher).count == 2)
    #expect(String(cString: cgtk_stack_get_visible_name(stack)) == "general")
    let programmatic = try self.fixture.actions { try self.fixture.dispatch(.showPage("advanced")) }
    #expect(programmatic == [.showPage("advanced")])
    #expect(String(cString: cgtk_stack_get_visible_name(stack)) == "advanced")
    let user = self.fixture.actions { cgtk_stack_set_visible_name(stack, "general") }
    #expect(user == [.showPage("general")])
  }

  @Test func anExpanderOpensWithTheStoreAndReportsTheUser() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let expander = try self.widget("expander", in: window)
    let details = try self.widget("details", in: window)
    #expect(cgtk_widget_get_mapped(details) == 0)
    let programmatic = try self.fixture.actions { try self.fixture.dispatch(.showDetails(true)) }
    #expect(programmatic == [.showDetails(true)])
    #expect(cgtk_expander_get_expanded(expander) != 0)
    #expect(cgtk_widget_get_mapped(details) != 0)
    let user = self.fixture.actions { cgtk_expander_set_expanded(expander, 0) }
    #expect(user == [.showDetails(false)])
  }

  @Test func aLinkButtonWithAHandlerOpensNothingItself() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let link = try self.widget("link", in: window)
    #expect(String(cString: cgtk_link_button_get_uri(link)) == "https://example.org/project")
    var handled: gboolean = 0
    let opened = self.fixture.actions { handled = cgtk_link_button_emit_activate_link(link) }
    #expect(handled != 0)
    #expect(opened == [.openLink])
  }

  @Test func everyControlOfTheWindowHasAName() throws {
    let window = self.fixture.app.openWindow()
    defer { window.close() }
    let view = try #require(window.root?.view)
    #expect(AccessibilityAudit.unnamedControls(in: view) == [])
  }
}
}
