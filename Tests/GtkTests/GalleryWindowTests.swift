//  GalleryWindowTests.swift

import AppShell
import CGtk
import CGtkSourceView
import DeclarativeViews
import Foundation
import GalleryData
@testable import GalleryUI
import GtkWidgets
import ImmutableData
import ImmutableUI
import TestSupport
import Testing

extension GtkSuite {
/// The widget gallery driven on a real display: every section shows and names every control, together
/// they show every kind; its widgets dispatch what the user does, and its states show.
@MainActor @Suite
struct GalleryWindowTests {
  let gallery = GalleryGtkFixture()
  var store: Store<GalleryState, GalleryAction> { self.gallery.store }
  var scheduler: ManualScheduler { self.gallery.scheduler }
  var app: GtkApp<GalleryState, GalleryAction> { self.gallery.app }

  func settle() {
    GtkTestSupport.settle { self.scheduler.runPending() }
  }

  /// Settles until `condition` holds, for answers GTK gives after asynchronous checks; gives up after 10 s.
  func settle(until condition: () -> Bool) {
    let deadline = ContinuousClock.now + .seconds(10)
    repeat {
      self.settle()
    } while !condition() && ContinuousClock.now < deadline
  }

  func show(_ section: GallerySection) throws {
    try self.store.dispatch(action: .selectSection(section))
    self.settle()
  }

  /// The kinds of the views in `view` and its children.
  static func kinds(in view: View) -> Set<ViewKind> {
    view.children.reduce(into: [view.kind]) { $0.formUnion(Self.kinds(in: $1)) }
  }

  /// The day button writes the chosen day as the user's locale does, not as "2026-6-21".
  @Test func theDayButtonWritesTheDayForTheLocale() throws {
    let june21 = GalleryDay(year: 2026, month: 6, day: 21)
    #expect(june21.text(locale: Locale(identifier: "en_US")) == "Jun 21, 2026")
    #expect(june21.text(locale: Locale(identifier: "de_DE")) == "21. Juni 2026")
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.choices)
    try self.store.dispatch(action: .pickDay(june21))
    self.settle()
    let button = try #require(window.root?.find(name: "day-button")?.widget)
    let label = cgtk_menu_button_get_label(button).map { String(cString: $0) }
    #expect(label == june21.text())
  }

  @Test func everySectionShowsAndNamesEveryControl() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    var kinds: Set<ViewKind> = []
    for section in GallerySection.allCases {
      try self.show(section)
      let view = try #require(window.root?.view)
      #expect(AccessibilityAudit.unnamedControls(in: view) == [], "\(section)")
      let page = try #require(window.root?.find(name: section.rawValue))
      #expect(cgtk_widget_get_mapped(page.widget) != 0, "\(section)")
      kinds.formUnion(Self.kinds(in: view))
    }
    let shown: Set<ViewKind> = [
      .window, .headerBar, .box, .label, .button, .menuButton, .entry, .searchEntry, .checkButton, .switchToggle, .dropDown,
      .separator, .spinner, .image, .scrolled, .paned, .list, .popover, .calendar, .drawingArea,
      .textView, .spinButton, .scale, .progressBar, .levelBar, .radioGroup, .stack, .expander, .linkButton, .gridView, .columnView,
      .custom,
    ]
    #expect(shown.subtracting(kinds).isEmpty, "not shown: \(shown.subtracting(kinds))")
  }

  @Test func theSidebarSwitchesSectionsAndTheSwitchDisablesThePage() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    self.settle()
    let sections = try #require(GtkTestSupport.widget("sections", in: window))
    ListInspection.selectAsUser(sections, position: GallerySection.allCases.firstIndex(of: .text)!)
    self.settle()
    #expect(self.store.state.section == .text)
    let page = try #require(GtkTestSupport.widget("text", in: window))
    #expect(cgtk_widget_get_sensitive(page) != 0)
    let toggle = try #require(GtkTestSupport.widget("disabled", in: window))
    cgtk_switch_set_active(toggle, 1)
    self.settle()
    #expect(self.store.state.isDisabled)
    #expect(cgtk_widget_get_sensitive(page) == 0)
  }

  /// The code editor is a GtkSourceView placed through the escape hatch (`View.gtk`): it shows the state,
  /// sends what is typed, takes the state's text without echoing it, and follows the dark style.
  @Test func theCodeEditorIsASourceViewThatShowsAndSendsTheCode() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.text)
    let editor = try #require(GtkTestSupport.widget("code", in: window))
    #expect(String(cString: cgtk_type_name(editor)) == "GtkSourceView")
    #expect(cgtk_accessible_label_is(editor, "Code") != 0)
    #expect(Self.text(of: editor) == GalleryState().code)
    cgtk_field_set_text(editor, "let answer = 42\n")
    self.settle()
    #expect(self.store.state.code == "let answer = 42\n")
    let before = self.store.state
    try self.store.dispatch(action: .setCode("print(1)"))
    self.settle()
    #expect(Self.text(of: editor) == "print(1)")
    #expect(self.store.state == { var state = before; state.code = "print(1)"; return state }(), "no echo of the text set")

    let styles = adw_style_manager_get_default()
    defer { adw_style_manager_set_color_scheme(styles, ADW_COLOR_SCHEME_DEFAULT) }
    adw_style_manager_set_color_scheme(styles, ADW_COLOR_SCHEME_FORCE_DARK)
    self.settle()
    #expect(Self.styleScheme(of: editor) == "Adwaita-dark")
    adw_style_manager_set_color_scheme(styles, ADW_COLOR_SCHEME_FORCE_LIGHT)
    self.settle()
    #expect(Self.styleScheme(of: editor) == "Adwaita")
  }

  private static func text(of field: GtkWidgetPointer) -> String? {
    guard let text = cgtk_field_text(field) else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }

  private static func styleScheme(of editor: GtkWidgetPointer) -> String? {
    guard let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(editor).assumingMemoryBound(to: GtkTextView.self)) else { return nil }
    let source = UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkSourceBuffer.self)
    return gtk_source_buffer_get_style_scheme(source).flatMap { gtk_source_style_scheme_get_id($0) }.map { String(cString: $0) }
  }

  /// The carousel shows the store's slide, and a slide the user swipes to goes to the store.
  @Test func theCarouselShowsTheSlideAndReportsTheUsersSwipe() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.media)
    let box = try #require(GtkTestSupport.widget("carousel", in: window))
    let carousel = OpaquePointer(try #require(gtk_widget_get_first_child(box)))
    #expect(adw_carousel_get_n_pages(carousel) == 3)
    try self.store.dispatch(action: .showSlide(1))
    self.settle(until: { adw_carousel_get_position(carousel) == 1 })
    #expect(adw_carousel_get_position(carousel) == 1)
    #expect(self.store.state.slide == 1, "setting the slide from the state sends nothing back")
    // The user's swipe ends on the third slide.
    adw_carousel_scroll_to(carousel, adw_carousel_get_nth_page(carousel, 2), 0)
    self.settle()
    #expect(self.store.state.slide == 2)
  }

  @Test func theRangesPageStepsProgressAndRefusesNothingWithinLimits() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.ranges)
    GtkTestSupport.click("step", in: window)
    self.settle()
    #expect(self.store.state.progressSteps == 4)
    let progress = try #require(GtkTestSupport.widget("progress", in: window))
    #expect(cgtk_progress_bar_get_fraction(progress) == 0.4)
    let volumeScale = try #require(GtkTestSupport.widget("volume", in: window))
    let volume = try #require(cgtk_range_adjustment(volumeScale))
    cgtk_adjustment_set_value(volume, 75)
    self.settle()
    #expect(self.store.state.volume == 75)
    let level = try #require(GtkTestSupport.widget("level", in: window))
    #expect(cgtk_level_bar_get_value(level) == 75)
  }

  @Test func theTableSortsTenThousandStarsByAHeaderClick() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.collections)
    let stars = try #require(GtkTestSupport.widget("stars", in: window))
    #expect(ListInspection.statistics(of: stars)?.rowCount == GalleryState.starCount)
    cgtk_column_view_sort_as_user(stars, 2, 0)
    self.settle()
    #expect(self.store.state.sort == GallerySort(column: .lightYears, ascending: false))
    let farthest = GallerySelectors.sortedStars(self.store.state).first.map { String($0.id) }
    #expect(ListInspection.key(of: stars, at: 0) == farthest)
    #expect(ListInspection.sortOrder(of: stars) == TableSort(column: "lightYears", ascending: false))
  }

  @Test func theDialogsPageSavesThroughTheFileChooserAndConfirmsTheAlert() throws {
    let window = self.app.openWindow()
    defer { window.close() }
    try self.show(.dialogs)
    GtkTestSupport.click("save", in: window)
    self.settle()
    let chooser = try #require(GtkTestSupport.widget("chooser", in: window))
    #expect(cgtk_file_chooser_is_save(chooser) != 0)
    let folder = try TemporaryDirectory()
    #expect(cgtk_file_chooser_set_folder(chooser, folder.url.path) != 0)
    cgtk_dialog_response(chooser, cgtk_response_accept())
    self.settle { GtkTestSupport.widget("chooser", in: window) == nil }
    let saved = folder.url.appendingPathComponent("gallery.txt").path
    #expect(self.store.state.savedPath == saved)

    let target = try #require(GtkTestSupport.widget("context-target", in: window))
    #expect(cgtk_widget_activate_action(target, "context.menu") != 0)
    #expect(cgtk_widget_activate_action(target, "win.copy") != 0)
    GtkTestSupport.click("ask", in: window)
    self.settle()
    GtkTestSupport.click("confirm", in: window)
    self.settle()
    #expect(self.store.state.confirmations == 1)
    #expect(self.store.state.lastMenuCommand == "Copy")
    #expect(GtkTestSupport.labelText("summary", in: window) == "Menu: Copy · Saved as \(saved) · Confirmed 1 time")
  }
}
}
