//  UndoStacksTests.swift
//  `UndoStacks`: record, undo, redo, bounds, redo cleared by a new step, structure shared between copies.

import ImmutableData
import Testing

@Suite("UndoStacks")
struct UndoStacksTests {
  @Test func undoReturnsStepsNewestFirstAndRedoGivesThemBack() {
    var stacks = UndoStacks<String>()
    stacks.record("a")
    stacks.record("b")
    #expect(stacks.nextUndo == "b")
    #expect(stacks.undo() == "b")
    #expect(stacks.undo() == "a")
    #expect(stacks.undo() == nil)
    #expect(!stacks.canUndo && stacks.canRedo)
    #expect(stacks.redo() == "a")
    #expect(stacks.redo() == "b")
    #expect(stacks.redo() == nil)
    #expect(stacks.undoCount == 2 && stacks.redoCount == 0)
  }

  @Test func aStepThatCanNoLongerBeTakenBackIsDroppedAndTheOthersStay() {
    var stacks = UndoStacks<String>()
    stacks.record("a")
    stacks.record("b")
    stacks.record("c")
    #expect(stacks.dropNextUndo() == "c")
    #expect(stacks.nextUndo == "b" && !stacks.canRedo)
    _ = stacks.undo()
    #expect(stacks.dropNextRedo() == "b")
    #expect(stacks.dropNextRedo() == nil)
    #expect(stacks.nextUndo == "a" && !stacks.canRedo)
  }

  @Test func recordingClearsTheRedoStack() {
    var stacks = UndoStacks<Int>()
    stacks.record(1)
    stacks.record(2)
    _ = stacks.undo()
    #expect(stacks.canRedo)
    stacks.record(3)
    #expect(!stacks.canRedo)
    #expect(stacks.undo() == 3)
    #expect(stacks.undo() == 1)
  }

  @Test func onlyTheNewestStepsWithinTheLimitCanBeUndone() {
    var stacks = UndoStacks<Int>(limit: 3)
    for step in 1 ... 10 {
      stacks.record(step)
    }
    #expect(stacks.undoCount == 3)
    #expect(stacks.undo() == 10)
    #expect(stacks.undo() == 9)
    #expect(stacks.undo() == 8)
    #expect(stacks.undo() == nil)
  }

  @Test func aCopyIsIndependentOfTheOriginal() {
    var original = UndoStacks<Int>()
    original.record(1)
    var copy = original
    _ = copy.undo()
    copy.record(2)
    #expect(original.nextUndo == 1 && !original.canRedo)
    #expect(copy.nextUndo == 2)
  }

  @Test func manyRecordsStayBoundedAndFast() {
    var stacks = UndoStacks<Int>(limit: 100)
    var states: [UndoStacks<Int>] = []
    // Keeping every intermediate value (as a store's old states do) must not copy the history each time.
    for step in 0 ..< 100_000 {
      stacks.record(step)
      if step % 1_000 == 0 { states.append(stacks) }
    }
    #expect(stacks.undoCount == 100)
    #expect(stacks.nextUndo == 99_999)
    #expect(states.count == 100)
  }

  @Test func equalityAndCodingRoundTrip() throws {
    var stacks = UndoStacks<String>(limit: 5)
    stacks.record("a")
    stacks.record("b")
    _ = stacks.undo()
    let data = try JSONEncoder().encode(stacks)
    let decoded = try JSONDecoder().decode(UndoStacks<String>.self, from: data)
    #expect(decoded == stacks)
    #expect(decoded.nextUndo == "a" && decoded.nextRedo == "b")
    var other = stacks
    other.record("c")
    #expect(other != stacks)
  }
}

import Foundation
