//  GtkBackendVocabularyTests.swift

import CGtk
import DeclarativeViews
import GtkWidgets
import Testing

extension GtkSuite {
/// The GTK backend sets every property the vocabulary gives a kind (ViewKind+Vocabulary.swift), to a
/// value and back to nil, and refuses the ones a kind does not have; in a debug build, a refused
/// property stops the program with the kind and the property named instead of being dropped.
@MainActor @Suite
struct GtkBackendVocabularyTests {
  let backend = GtkBackend(application: nil)

  init() {
    _ = cgtk_init_check()
  }

  @Test(arguments: ViewKind.allCases)
  func theBackendSetsEveryPropertyOfTheKind(kind: ViewKind) {
    let widget = kind == .custom
      ? self.backend.makeCustomWidget(CustomWidgetValue(Inscription(text: "made")), handlers: HandlerTable())
      : self.backend.makeWidget(kind: kind, handlers: HandlerTable())
    defer { Self.destroy(widget, kind: kind) }
    // Showing a popover needs a parent on screen (its menu button's): not testable on a lone one.
    for property in kind.properties.sorted() where !(kind == .popover && property == .visible) {
      #expect(self.backend.applyProperty(property, to: Self.sample(property), on: widget, kind: kind), "\(kind) .\(property)")
      #expect(self.backend.applyProperty(property, to: nil, on: widget, kind: kind), "\(kind) .\(property) = nil")
    }
  }

  @Test func theBackendRefusesWhatAKindDoesNotHave() {
    let button = self.backend.makeWidget(kind: .button, handlers: HandlerTable())
    let label = self.backend.makeWidget(kind: .label, handlers: HandlerTable())
    #expect(!self.backend.applyProperty(.wrap, to: .bool(true), on: button, kind: .button))
    #expect(!self.backend.applyProperty(.title, to: .string("Title"), on: label, kind: .label))
    #expect(!self.backend.applyProperty(.active, to: .bool(true), on: label, kind: .label))
  }

  @Test func settingAPropertyTheKindDoesNotHaveStopsADebugBuild() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = cgtk_init_check()
        let backend = GtkBackend(application: nil)
        let button = backend.makeWidget(kind: .button, handlers: HandlerTable())
        backend.setProperty(.wrap, to: .bool(true), on: button, kind: .button)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("GtkBackend cannot set .wrap on a button"))
  }

  /// A value of the type each property takes.
  private static func sample(_ property: Property) -> PropertyValue {
    switch property {
    case .title, .subtitle, .text, .label, .placeholder, .accessibleLabel, .name, .tooltip, .body, .pageName, .pageTitle,
      .visiblePage, .selectedKey, .scrollToKey, .sortColumn, .suggestedName:
      .string("sample")
    case .iconName, .pageIcon: .string("folder-symbolic")
    case .uri: .string("https://example.org")
    case .file: .string("/nonexistent/image.png")
    case .folder: .string("/tmp")
    case .cssClasses, .choices: .strings(["a", "b"])
    case .sensitive, .visible, .active, .spinning, .vertical, .hexpand, .vexpand, .wrap, .ellipsize, .selectable, .hasFrame,
      .editable, .expanded, .sortAscending, .saveMode, .activatable, .titleButtons:
      .bool(true)
    case .spacing, .margin, .width, .height, .defaultWidth, .defaultHeight, .position, .selectedIndex, .drawVersion, .pixelSize, .digits:
      .int(1)
    case .halign, .valign: .int(Alignment.center.rawValue)
    case .xalign, .minimum, .step, .value: .double(0.5)
    case .maximum: .double(10)
    case .menu, .contextMenu: .menu(Menu([MenuItem("Copy", action: "copy")]))
    case .actions: .actions([WindowAction("Copy", name: "copy") {}])
    case .date: .day(Day(year: 2024, month: 2, day: 29))
    case .slot: .slot(.content)
    case .columns: .columns([TableColumn("name", title: "Name")])
    case .toast: .toast(Toast(id: "toast", title: "Toast"))
    case .responses: .responses(DialogResponses([DialogResponse("ok", "OK")], close: "ok"))
    case .custom: .custom(CustomWidgetValue(Inscription(text: "sample")))
    case .dragValue: .string("sample")
    case .dropTypes: .strings(["text", "files"])
    case .customModifiers: .custom(CustomWidgetValue(CustomModifiers([CustomWidgetValue(MaxLength(characters: 3))])))
    }
  }

  private static func destroy(_ widget: GtkWidgetPointer, kind: ViewKind) {
    switch kind {
    case .window, .dialog, .applicationWindow, .messageDialog, .fileChooser, .preferencesWindow: cgtk_window_destroy(widget)
    default: break
    }
  }
}
}
