//  TodoReducerTests.swift

import ImmutableDataTesting
import Testing
import TodoData

@Suite struct TodoReducerTests {
  let milk = TodoItem(id: "1", title: "Buy milk")
  let bread = TodoItem(id: "2", title: "Bake bread", isDone: true)

  /// A store test states the whole change each action makes; any other change fails it, with the difference.
  @MainActor @Test func aStoreTestStatesEveryChange() throws {
    let test = TestStore(initialState: TodoState(), reducer: TodoReducer.reduce)
    try test.send(.didTapAdd(id: "1", title: "Buy milk")) { $0.items = [self.milk] }
    try test.send(.didToggle(id: "1", isDone: true)) { $0.items[0].isDone = true }
    try test.send(.didTapClearDone) { $0.items = [] }
    test.finish()
  }

  @Test func addingTrimsTheTitleAndAppends() throws {
    let state = try TodoReducer.reduce(state: TodoState(items: [self.milk]), action: .didTapAdd(id: "3", title: "  Call Ann \n"))
    #expect(state.items == [self.milk, TodoItem(id: "3", title: "Call Ann")])
  }

  @Test(arguments: ["", "   ", "\n"])
  func anEmptyTitleIsRefused(title: String) {
    #expect(throws: TodoReducerError.emptyTitle) {
      try TodoReducer.reduce(state: TodoState(), action: .didTapAdd(id: "1", title: title))
    }
  }

  @Test func aTooLongTitleIsRefusedNotCut() {
    let title = String(repeating: "x", count: TodoReducer.maximumTitleLength + 1)
    #expect(throws: TodoReducerError.titleTooLong(TodoReducer.maximumTitleLength + 1)) {
      try TodoReducer.reduce(state: TodoState(), action: .didTapAdd(id: "1", title: title))
    }
  }

  @Test func togglingAndDeletingNeedAKnownItem() throws {
    var state = TodoState(items: [self.milk, self.bread])
    state = try TodoReducer.reduce(state: state, action: .didToggle(id: "1", isDone: true))
    #expect(state.items[0].isDone)
    state = try TodoReducer.reduce(state: state, action: .didTapDelete(id: "2"))
    #expect(state.items.map(\.id) == ["1"])
    #expect(throws: TodoReducerError.unknownId("9")) { try TodoReducer.reduce(state: state, action: .didTapDelete(id: "9")) }
    #expect(throws: TodoReducerError.duplicateId("1")) { try TodoReducer.reduce(state: state, action: .didTapAdd(id: "1", title: "Again")) }
  }

  @Test func clearDoneKeepsTheRest() throws {
    let state = try TodoReducer.reduce(state: TodoState(items: [self.milk, self.bread]), action: .didTapClearDone)
    #expect(state.items == [self.milk])
    #expect(TodoSelectors.remainingCount(state: state) == 1)
    #expect(!TodoSelectors.hasDoneItems(state: state))
  }

  @Test func saveProblemsAreShownUntilTheNextSave() throws {
    var state = try TodoReducer.reduce(state: TodoState(), action: .didFailToSave("Disk full"))
    #expect(state.saveProblem == "Disk full")
    state = try TodoReducer.reduce(state: state, action: .didSave)
    #expect(state.saveProblem == nil)
  }
}
