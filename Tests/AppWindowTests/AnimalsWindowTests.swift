//  AnimalsWindowTests.swift

import AnimalsData
import AnimalsUI
import AppShell
import AppTesting
import ImmutableData
import ImmutableUI
import Testing

/// The Animals window on the sample data (no listener: what the window shows for a state and what it
/// sends), once with no display and once on GTK (under a display).
@MainActor @Suite(.serialized)
struct AnimalsWindowTests {
  let scheduler = ManualScheduler()
  let store = AnimalsApp.makeStore()

  private func open(on display: WindowTest.Display) throws -> WindowTest {
    try Self.open(self.store, self.scheduler, on: display)
  }

  /// A window of an app on `store`, showing the sample data.
  static func open(_ store: Store<AnimalsState, AnimalsAction>, _ scheduler: ManualScheduler, on display: WindowTest.Display) throws -> WindowTest {
    let window = try WindowTest(opening: AnimalsApp.make(store: store, scheduler: scheduler), scheduler: scheduler, on: display)
    try store.dispatch(action: .data(.didFetchCategories(.success(SampleData.categories))))
    try store.dispatch(action: .data(.didFetchAnimals(.success(SampleData.animals))))
    window.settle()
    return window
  }

  @Test(arguments: WindowTest.displays)
  func choosingACategoryAndAnAnimalShowsItsDetails(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    #expect(window.shows("Select a category"))
    try window.choose("Mammal")
    #expect(window.controls.filter { $0.role == .listItem }.compactMap(\.name).contains("Red kangaroo"))
    try window.choose("Red kangaroo")
    #expect(try window.control(.button, "Delete").isEnabled)
    #expect(window.shows("Red kangaroo"))
  }

  /// Delete asks first, in a dialog the test then acts in (the window behind takes no input); Cancel
  /// closes it and keeps the animal, Delete sends the delete.
  @Test(arguments: WindowTest.displays)
  func deleteAsksInADialogWhereTheTestActs(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.choose("Red kangaroo")
    try window.click("Delete")
    #expect(window.showsDialog)
    #expect(window.shows("Delete Red kangaroo?"))
    #expect(throws: WindowTestError.self) { try window.press(.control("z")) }
    try window.click("Cancel")
    #expect(!window.showsDialog)
    #expect(window.shows("Red kangaroo"))
    try window.click("Delete")
    try window.click("Delete")
    #expect(!window.showsDialog)
    #expect(self.store.select { $0.animals.queue["Kangaroo"] } == .waiting, "the delete was sent: the listener would now carry it out")
  }

  /// An animal's row dragged onto a category sends the same update as its editor would; text that names
  /// no animal (a drag from another app) sends nothing, and a category row is not something to drag.
  @Test(arguments: WindowTest.displays)
  func anAnimalDraggedOntoACategoryMovesThere(on display: WindowTest.Display) async throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Mammal")
    var actions = self.store.makeStream().makeAsyncIterator()
    try window.drag("Red kangaroo", onto: "Bird")
    let sent = await actions.next()?.action
    #expect(sent == .ui(.didTapUpdateAnimal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivore, categoryId: "Bird", version: 1)))
    #expect(self.store.select { $0.animals.queue["Kangaroo"] } == .waiting, "the listener would now carry it out")
    #expect(throws: WindowTestError.self) { try window.drag("Bird", onto: "Fish") }
  }

  /// Down in a list moves to the next row and selects it, as the key does.
  @Test(arguments: WindowTest.displays)
  func theArrowsMoveTheSelection(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Mammal")
    #expect(window.controls.first { $0.isSelected == true }?.name == "Mammal")
    try window.press(.down)
    #expect(window.focused?.announcement == "list item “Reptile”, selected")
    #expect(window.shows("Reptile"))
  }

  @Test(arguments: WindowTest.displays)
  func searchingNarrowsTheAnimals(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.type("kang", into: "Search animals")
    let animals = window.controls.filter { $0.role == .listItem && $0.name?.contains("kangaroo") == true }
    #expect(animals.count == 1)
    #expect(window.controls.filter { $0.role == .listItem }.compactMap(\.name).contains("Hedgehog") == false)
  }

  /// Add Animal opens the editor (a dialog, where the test then acts): Save can be used once every
  /// field is filled, and sends the request, which waits for the listener meanwhile.
  @Test(arguments: WindowTest.displays)
  func addingAnAnimalSendsTheRequestOnceEveryFieldIsFilled(on display: WindowTest.Display) throws {
    let window = try self.open(on: display)
    defer { window.window.close() }
    try window.choose("Mammal")
    try window.click("Add Animal")
    #expect(window.showsDialog)
    try window.type("Wombat", into: "Name")
    #expect(try window.control(.button, "Save").isEnabled == false)
    try window.choose("Herbivore", in: "Diet")
    try window.click("Save")
    #expect(self.store.select { Array($0.animals.queue.values) } == [.waiting])
    #expect(try window.control(.button, "Save").isEnabled == false, "the editor waits for the listener")
  }
}
