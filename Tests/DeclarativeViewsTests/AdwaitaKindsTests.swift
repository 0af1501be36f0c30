//  AdwaitaKindsTests.swift
//  The libadwaita kinds keep the reconciler's guarantees: a changed value is set alone, on the same widget;
//  an unchanged toast is not sent again; the audit names what screen readers would miss.

import DeclarativeViews
import Testing

@MainActor @Suite("libadwaita kinds")
struct AdwaitaKindsTests {
  static let responses = DialogResponses(
    [DialogResponse("cancel", "Cancel"), DialogResponse("delete", "Delete", appearance: .destructive)],
    default: "cancel",
    close: "cancel"
  )

  /// A window with one of each kind; `version` changes every text, `toast` the toast.
  static func window(_ version: String, toast: Toast?) -> View {
    View.applicationWindow(title: "Window \(version)") {
      View.adwHeaderBar(title: "Title \(version)", subtitle: "Subtitle \(version)") {
        View.splitButton(icon: "view-refresh-symbolic", accessibleLabel: "Refresh", menu: Menu([MenuItem("Past Day", action: "day")])) {}
          .slot(.end).key("split")
      }
      View.toastOverlay(toast: toast) {
        View.vstack {
          View.statusPage(icon: "network-offline-symbolic", title: "Offline \(version)", description: "Retry later").key("status")
          View.preferencesGroup(title: "Group \(version)") {
            View.actionRow(title: "Diet", subtitle: "Carnivore \(version)") {}.key("row")
            View.entryRow(title: "Name", text: "Dog \(version)", onChange: .run { _ in }).key("entry")
            View.comboRow(title: "Diet", choices: ["Herbivore", "Carnivore"], selected: 1, onSelect: .run { _ in }).key("combo")
          }
        }
      }
      .name("overlay")
      View.messageDialog(heading: "Delete \(version)?", body: "Gone", responses: Self.responses, onResponse: .run { _ in }).key("dialog")
    }
  }

  @Test func everyKindUpdatesInPlace() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let toast = Toast(id: "t1", title: "Deleted Dog", button: "Undo", action: "undo")
    let root = reconciler.mount(Self.window("1", toast: toast))
    backend.clearOperations()

    _ = reconciler.update(root, to: Self.window("2", toast: toast))
    #expect(structural(backend.operations).isEmpty, "nothing is created, moved or removed")
    let sets = backend.operations.compactMap { operation -> Property? in
      if case .set(let property, _, _) = operation { return property }
      return nil
    }
    #expect(sets.sorted() == [.title, .title, .subtitle, .title, .title, .subtitle, .text, .title].sorted())
    #expect(!sets.contains(.toast), "an unchanged toast is not shown again")
    #expect(!sets.contains(.responses))
  }

  @Test func aNewToastIsSentOnceAndItsRemovalToo() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let root = reconciler.mount(Self.window("1", toast: nil))
    backend.clearOperations()
    let toast = Toast(id: "t2", title: "Loaded", timeout: 3)

    _ = reconciler.update(root, to: Self.window("1", toast: toast))
    _ = reconciler.update(root, to: Self.window("1", toast: toast))
    _ = reconciler.update(root, to: Self.window("1", toast: nil))
    let overlay = root.find(name: "overlay")!.widget.id
    #expect(backend.operations == [.set(.toast, .toast(toast), id: overlay), .set(.toast, nil, id: overlay)])
  }

  @Test func changedResponsesAreSetAlone() {
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    var responses = Self.responses
    let root = reconciler.mount(View.messageDialog(heading: "Delete?", body: "Gone", responses: responses, onResponse: .run { _ in }))
    backend.clearOperations()
    responses.responses[1].isEnabled = false
    _ = reconciler.update(root, to: View.messageDialog(heading: "Delete?", body: "Gone", responses: responses, onResponse: .run { _ in }))
    #expect(backend.operations == [.set(.responses, .responses(responses), id: root.widget.id)])
  }

  @Test func aResponseHandlerGetsTheIdAndNilMeansTheCloseResponse() {
    var chosen: [String] = []
    let dialog = View.messageDialog(heading: "Delete?", body: "Gone", responses: Self.responses, onResponse: .run { chosen.append($0) })
    let handlers = HandlerTable(dialog.handlers)
    handlers.fire(.response, key: "delete")
    handlers.fire(.response, key: nil)
    #expect(chosen == ["delete", "cancel"])
  }

  @Test func theAuditNamesTheNewControls() {
    let named = Self.window("1", toast: nil)
    #expect(AccessibilityAudit.unnamedControls(in: named).isEmpty)
    let unnamed = View.vstack {
      View(.entryRow, key: "entry")
      View(.comboRow, key: "combo")
      View(.splitButton, key: "split")
      View(.actionRow, key: "row")
      View.actionRow(title: "Diet") { View.label("Carnivore") }.key("named-row")
      View(.messageDialog, key: "dialog")
    }
    #expect(AccessibilityAudit.unnamedControls(in: unnamed) == [
      "box/entry has no label or accessible label", "box/combo has no label or accessible label",
      "box/split has no label or accessible label", "box/row has no label or accessible label",
      "box/dialog has no label or accessible label",
    ])
  }
}

extension AdwaitaKindsTests {
  @Test func aTrailingClosureOfAnActionRowIsItsSuffix() {
    let row = View.actionRow(title: "Diet") { View.label("Carnivore") }
    #expect(row.children.count == 1)
    #expect(row.handlers[.clicked] == nil && row.properties[.activatable] == .bool(false))
  }
}
