//  TodoFileTests.swift

import Foundation
import ImmutableData
import ImmutableDataTesting
import Testing
import TodoData

@Suite struct TodoFileTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tests-\(UUID().uuidString)")
  var file: TodoFile { TodoFile(url: self.folder.appendingPathComponent("data/todos.json")) }

  @Test func aMissingFileIsAnEmptyList() throws {
    #expect(try self.file.load() == [])
  }

  @Test func savedItemsLoadBackExactly() throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    let items = [TodoItem(id: "1", title: "Buy milk"), TodoItem(id: "2", title: "Bake \"bread\" 🍞", isDone: true)]
    try self.file.save(items)
    #expect(try self.file.load() == items)
  }

  @Test func aFileThatIsNotAListIsRefusedAndKept() throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    try FileManager.default.createDirectory(at: self.file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("my notes".utf8).write(to: self.file.url)
    #expect(throws: TodoFileError.corrupt(path: self.file.url.path)) { try self.file.load() }
    #expect(try Data(contentsOf: self.file.url) == Data("my notes".utf8))
  }

  @Test func theStandardFileIsInTheXDGDataFolder() {
    let file = TodoFile.standard(environment: ["XDG_DATA_HOME": "/data"])
    #expect(file.url.path == "/data/org.immutabledata.Todo/todos.json")
  }

  @MainActor @Test func theListenerSavesEveryChange() async throws {
    defer { try? FileManager.default.removeItem(at: self.folder) }
    let store = Store(initialState: TodoState(), reducer: TodoReducer.reduce)
    let listener = TodoListener(file: self.file)
    listener.listen(to: store)
    try store.dispatch(action: .didTapAdd(id: "1", title: "Buy milk"))
    try store.dispatch(action: .didToggle(id: "1", isDone: true))
    // The listener saves on later main-actor turns; the store counts its work, so the test waits for it.
    await store.listenerActivity.untilIdle()
    #expect(try self.file.load() == [TodoItem(id: "1", title: "Buy milk", isDone: true)])
  }

  @MainActor @Test func aFailedSaveIsShownInTheState() async throws {
    // Files in memory (ImmutableDataTesting) fail as a full disk does, with no disk touched.
    let files = MemoryFileSystem()
    files.failsWrites = "No space left on device"
    let test = TestStore(initialState: TodoState(), reducer: TodoReducer.reduce)
    let listener = TodoListener(file: TodoFile(url: URL(fileURLWithPath: "/data/todos.json"), files: files))
    listener.listen(to: test.store)
    try test.send(.didTapAdd(id: "1", title: "Buy milk")) { $0.items = [TodoItem(id: "1", title: "Buy milk")] }
    // The listener reports the failure, in the file system's words.
    await test.receive(.didFailToSave(TodoFileError.unwritable(path: "/data/todos.json", reason: "No space left on device").description)) {
      $0.saveProblem = TodoFileError.unwritable(path: "/data/todos.json", reason: "No space left on device").description
    }
    #expect(files.paths.isEmpty)
    await test.finish()
  }
}
