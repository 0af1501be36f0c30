//  TransferModifierTests.swift

@testable import DeclarativeViews
import Testing

/// Drag and drop are modifiers of any view: what a drag carries and what drops a view takes are
/// properties (set once per change), the drop handlers events of any kind.
@MainActor @Suite
struct TransferModifierTests {
  private let onDrop = ValueHandler<String> { Message("dropped \($0)") }

  @Test func anyKindCanBeDraggedAndTakeDrops() {
    let views = [
      View.label("Red kangaroo").draggable("Kangaroo").onDrop(self.onDrop),
      View.vstack {}.onDropFiles(self.onDrop),
      View.button("Import") {}.onDrop(self.onDrop).onDropFiles(self.onDrop).onDrop(self.onDrop),
    ]
    #expect(views.flatMap(\.vocabularyProblems) == [])
    #expect(views[0].properties[.dragValue] == .string("Kangaroo"))
    #expect(views[0].properties[.dropTypes] == .strings(["text"]))
    #expect(views[1].properties[.dropTypes] == .strings(["files"]))
    #expect(views[2].properties[.dropTypes] == .strings(["text", "files"]), "each type once")
    #expect(views[0].sentMessage(on: .dropped, value: "Kangaroo")?.action as? String == "dropped Kangaroo")
    #expect(views[1].sentMessage(on: .fileDropped, value: "/tmp/log.json")?.action as? String == "dropped /tmp/log.json")
  }

  @Test func anUnchangedDragValueIsNotSetAgain() {
    func window(_ value: String) -> View {
      View.window(title: "W") { View.label("Row").draggable(value).name("row") }
    }
    let backend = RecordingBackend()
    let reconciler = Reconciler(backend: backend)
    let root = reconciler.mount(window("a"))
    let row = root.find(name: "row")!.widget.id
    backend.clearOperations()
    _ = reconciler.update(root, to: window("a"))
    _ = reconciler.update(root, to: window("b"))
    #expect(backend.operations == [.set(.dragValue, .string("b"), id: row)])
  }
}
