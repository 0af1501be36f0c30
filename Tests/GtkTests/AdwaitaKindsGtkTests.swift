//  AdwaitaKindsGtkTests.swift

import CGtk
import DeclarativeViews
@testable import GtkWidgets
import Testing

extension GtkSuite {
/// The libadwaita kinds on a real display: values the program sets change the same widgets and never
/// come back as events; the user's input, toast buttons, responses and Escape do.
@MainActor @Suite struct AdwaitaKindsGtkTests {
  /// What the widgets reported.
  final class Events {
    var log: [String] = []
  }

  static let responses = DialogResponses(
    [DialogResponse("cancel", "Cancel"), DialogResponse("delete", "Delete", appearance: .destructive)],
    default: "cancel",
    close: "cancel"
  )

  static func window(_ version: String, toast: Toast?, dialog: Bool = false, events: Events) -> View {
    View.applicationWindow(title: "Window \(version)", actions: [WindowAction("Undo", name: "undo") { events.log.append("undo") }]) {
      View.adwHeaderBar(title: "Title \(version)", subtitle: "Subtitle \(version)") {
        View.splitButton(label: "Refresh", accessibleLabel: "Refresh", menu: Menu([MenuItem("Undo", action: "undo")])) {
          events.log.append("refresh")
        }
        .slot(.end).name("split")
      }
      View.toastOverlay(toast: toast, onDismiss: .run { events.log.append("dismissed \($0 ?? "?")") }) {
        View.vstack {
          View.statusPage(icon: "network-offline-symbolic", title: "Offline \(version)", description: "Retry \(version)").name("status")
          View.preferencesGroup(title: "Group") {
            View.actionRow(title: "Diet", subtitle: "Carnivore \(version)", onActivate: { events.log.append("row") }) {}.name("row")
            View.entryRow(title: "Name", text: "Dog \(version)", onChange: .run { events.log.append("text \($0)") }).name("entry")
            View.comboRow(title: "Diet", choices: ["Herbivore", "Carnivore", "Omnivore"], selected: version == "1" ? 1 : 2, onSelect: .run {
              events.log.append("choice \($0 ?? -1)")
            })
            .name("combo")
          }
        }
      }
      .name("overlay")
      if dialog {
        View.messageDialog(heading: "Delete \(version)?", body: "Gone \(version)", responses: Self.responses, onResponse: .run {
          events.log.append("response \($0)")
        })
        .name("dialog")
      }
    }
  }

  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  private func mount(_ view: View) -> MountedView<GtkWidgetPointer> {
    let root = Reconciler(backend: self.backend).mount(view)
    cgtk_window_present(root.widget)
    self.backend.presentPendingDialogs()
    GtkTestSupport.settle()
    return root
  }

  private func update(_ root: MountedView<GtkWidgetPointer>, to view: View) {
    _ = Reconciler(backend: self.backend).update(root, to: view)
    self.backend.presentPendingDialogs()
    GtkTestSupport.spin()
  }

  private func string(_ text: UnsafePointer<CChar>?) -> String? {
    text.map { String(cString: $0) }
  }

  @Test func valuesChangeTheSameWidgetsWithoutEchoes() {
    let events = Events()
    let root = self.mount(Self.window("1", toast: nil, events: events))
    defer { Reconciler(backend: self.backend).unmount(root) }
    let bar = root.children[0].widget
    let entry = root.find(name: "entry")!.widget
    let combo = root.find(name: "combo")!.widget
    #expect(self.string(cgtk_adw_header_bar_get_title(bar)) == "Title 1")
    #expect(cgtk_adw_combo_row_get_selected(combo) == 1)

    self.update(root, to: Self.window("2", toast: nil, events: events))
    #expect(root.children[0].widget == bar && root.find(name: "entry")!.widget == entry)
    #expect(self.string(cgtk_window_get_title(root.widget)) == "Window 2")
    #expect(self.string(cgtk_adw_header_bar_get_title(bar)) == "Title 2")
    #expect(self.string(cgtk_adw_header_bar_get_subtitle(bar)) == "Subtitle 2")
    let status = root.find(name: "status")!.widget
    #expect(self.string(cgtk_adw_status_page_get_title(status)) == "Offline 2")
    #expect(self.string(cgtk_adw_status_page_get_description(status)) == "Retry 2")
    #expect(self.string(cgtk_adw_action_row_get_subtitle(root.find(name: "row")!.widget)) == "Carnivore 2")
    #expect(String(cString: cgtk_editable_get_text(entry)) == "Dog 2")
    #expect(cgtk_adw_combo_row_get_selected(combo) == 2)
    #expect(events.log.isEmpty, "values the program set came back as \(events.log)")

    // The user's input does come back.
    cgtk_editable_set_text(entry, "Hound")
    cgtk_adw_combo_row_set_selected(combo, 0)
    cgtk_adw_action_row_activate(root.find(name: "row")!.widget)
    // gtk_editable_set_text deletes, then inserts: the last text is what the user typed.
    #expect(events.log.filter { !$0.hasPrefix("text") } == ["choice 0", "row"])
    #expect(events.log.last { $0.hasPrefix("text") } == "text Hound")
    #expect(cgtk_accessible_label_is(entry, "Name") != 0 && cgtk_accessible_label_is(combo, "Diet") != 0)
    #expect(cgtk_accessible_label_is(root.find(name: "split")!.widget, "Refresh") != 0)
  }

  /// Toasts replaced faster than libadwaita 1.2 animates them (each news of a fetch a toast, fetches
  /// 100 ms apart): libadwaita freed a toast that was hidden before its replacement animation ended, then
  /// used it when that animation ended, and the app crashed. The last toast stays, and is reported once.
  @Test func toastsReplacedInQuickSuccessionShowTheLastOne() throws {
    let events = Events()
    let root = self.mount(Self.window("1", toast: Toast(id: "a", title: "A", timeout: 0), events: events))
    defer { Reconciler(backend: self.backend).unmount(root) }
    let overlay = root.find(name: "overlay")!.widget
    for (index, id) in ["b", "c", "d", "e"].enumerated() {
      GtkTestSupport.letTimePass(milliseconds: 30 + 40 * index)
      self.update(root, to: Self.window("2", toast: Toast(id: id, title: id.uppercased(), timeout: 0), events: events))
    }
    // Time for every show and hide animation (at most 500 ms) to end: the crash came when one ended.
    GtkTestSupport.letTimePass(milliseconds: 900)
    #expect(AdwaitaExtras.of(overlay).toast?.id == "e")
    #expect(cgtk_find_label(overlay, "E") != nil)
    #expect(events.log.isEmpty)

    // A toast with a button right after another: the button is there, runs the action and reports the
    // dismissal of the toast shown.
    self.update(root, to: Self.window("2", toast: Toast(id: "f", title: "F", timeout: 0), events: events))
    GtkTestSupport.settle()
    self.update(root, to: Self.window("2", toast: Toast(id: "g", title: "G", button: "Undo", action: "undo", timeout: 0), events: events))
    #expect(GtkTestSupport.settle(until: { cgtk_find_button(overlay, "Undo") != nil }))
    #expect(cgtk_find_label(overlay, "G") != nil)
    let undo = try #require(cgtk_find_button(overlay, "Undo"))
    cgtk_emit_clicked(undo)
    GtkTestSupport.settle()
    #expect(events.log == ["undo", "dismissed g"])
  }

  @Test func aToastShowsOncePerValueAndItsButtonRunsTheWindowAction() throws {
    let events = Events()
    let undo = Toast(id: "deleted-1", title: "Deleted Dog", button: "Undo", action: "undo", timeout: 0)
    let root = self.mount(Self.window("1", toast: undo, events: events))
    defer { Reconciler(backend: self.backend).unmount(root) }
    let overlay = root.find(name: "overlay")!.widget
    let shown = try #require(AdwaitaExtras.of(overlay).toast)
    #expect(shown.id == "deleted-1")

    // An unrelated render keeps the same toast object: nothing is shown twice.
    self.update(root, to: Self.window("2", toast: undo, events: events))
    #expect(AdwaitaExtras.of(overlay).toast?.object == shown.object)

    let button = try #require(cgtk_find_button(overlay, "Undo"))
    cgtk_emit_clicked(button)
    GtkTestSupport.settle()
    #expect(events.log == ["undo", "dismissed deleted-1"])
    #expect(AdwaitaExtras.of(overlay).toast == nil)

    // A toast the program replaces is not reported as dismissed.
    events.log = []
    self.update(root, to: Self.window("2", toast: Toast(id: "a", title: "A", timeout: 0), events: events))
    self.update(root, to: Self.window("2", toast: Toast(id: "b", title: "B", timeout: 0), events: events))
    #expect(AdwaitaExtras.of(overlay).toast?.id == "b")
    self.update(root, to: Self.window("2", toast: nil, events: events))
    #expect(AdwaitaExtras.of(overlay).toast == nil)
    #expect(events.log.isEmpty)
  }

  @Test func aMessageDialogAnswersWithItsResponsesAndEscapeCancels() throws {
    let events = Events()
    let root = self.mount(Self.window("1", toast: nil, dialog: true, events: events))
    defer { Reconciler(backend: self.backend).unmount(root) }
    let dialog = root.find(name: "dialog")!.widget
    #expect(self.string(cgtk_adw_message_dialog_get_heading(dialog)) == "Delete 1?")
    #expect(self.string(cgtk_window_get_title(dialog)) == "Delete 1?")
    self.update(root, to: Self.window("2", toast: nil, dialog: true, events: events))
    #expect(root.find(name: "dialog")!.widget == dialog)
    #expect(self.string(cgtk_adw_message_dialog_get_body(dialog)) == "Gone 2")

    let delete = try #require(cgtk_find_button(dialog, "Delete"))
    // libadwaita 1.2 styles a destructive response with the "destructive" class.
    #expect(cgtk_widget_has_css_class(delete, "destructive") != 0)
    cgtk_emit_clicked(delete)
    // Escape runs window.close, as AdwMessageDialog binds it.
    #expect(cgtk_widget_activate_action(dialog, "window.close") != 0)
    GtkTestSupport.spin()
    #expect(events.log == ["response delete", "response cancel"])
    // GTK did not close it behind the view's back: the tree takes it away.
    #expect(cgtk_widget_get_mapped(dialog) != 0)
    self.update(root, to: Self.window("2", toast: nil, dialog: false, events: events))
    #expect(root.find(name: "dialog") == nil)
  }

  @Test func aPlainDialogClosesOnEscape() {
    var closed = 0
    let view = View.window(title: "Window") {
      View.dialog(title: "Editor", onClose: { closed += 1 }) {
        View.adwHeaderBar(title: "Editor", titleButtons: false)
        View.label("Body")
      }
      .name("dialog")
    }
    let root = self.mount(view)
    defer { Reconciler(backend: self.backend).unmount(root) }
    let dialog = root.find(name: "dialog")!.widget
    #expect(cgtk_deliver_shortcut(dialog, UInt32(GDK_KEY_Escape)) != 0)
    GtkTestSupport.spin()
    #expect(closed == 1)
  }

  @Test func theSplitButtonClicksAndOffersItsMenu() throws {
    let events = Events()
    let root = self.mount(Self.window("1", toast: nil, events: events))
    defer { Reconciler(backend: self.backend).unmount(root) }
    let split = root.find(name: "split")!.widget
    let button = try #require(cgtk_find_button(split, "Refresh"))
    cgtk_emit_clicked(button)
    #expect(events.log == ["refresh"])
  }
}
}
