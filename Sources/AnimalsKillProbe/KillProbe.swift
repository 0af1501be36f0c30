//  KillProbe.swift
//
//  animals-kill-probe DATA_DIR [STEPS]: what the local `animals` app does when a user adds and deletes
//  animals (the same Store, reducer, AnimalsListener and LocalStore, without the window), printing
//  `added ID` or `deleted ID` at the moment the window would show the change as done (and `deleting ID`
//  before asking for a delete, which a kill may leave done or not). AnimalsKillTests
//  kills it with SIGKILL at random moments and checks that every printed change is in the database.

import AnimalsData
import AnimalsPersistence
import ArgumentParser
import Foundation
import ImmutableData

@MainActor func run(directory: URL, steps: Int) async throws {
  let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
  let listener = AnimalsListener(session: LocalStore(directory: directory))
  listener.listen(to: store)
  _ = store.addObserver { _, action in
    switch action {
    case .data(.didAddAnimal(_, .success(let animal))): say("added \(animal.animalId)")
    case .data(.didDeleteAnimal(_, .success(let animal))): say("deleted \(animal.animalId)")
    case .data(.didAddAnimal(_, .failure(let message))), .data(.didDeleteAnimal(_, .failure(let message))): say("failed \(message)")
    default: break
    }
  }
  try store.dispatch(action: .ui(.didAppear))
  try await waitUntil { store.state.animals.status != .waiting }
  guard store.state.animals.status == .success else { throw ProbeError(message: "cannot load: \(String(describing: store.state.animals.status))") }
  say("ready")
  // Names unique to this run: the animals of earlier runs are left alone.
  let run = UUID().uuidString.prefix(8)
  var added: [Animal.ID] = []
  for step in 0 ..< steps {
    if step % 3 == 2, let animalId = added.first {
      added.removeFirst()
      say("deleting \(animalId)")
      try store.dispatch(action: .ui(.didConfirmDeleteAnimal(animalId: animalId)))
      try await waitUntil { store.state.animals.queue[animalId] != .waiting }
    } else {
      let requestId = UUID().uuidString
      let name = "Probe \(run) \(step)"
      try store.dispatch(action: .ui(.didTapAddAnimal(requestId: requestId, name: name, diet: .omnivore, categoryId: "Mammal")))
      try await waitUntil { store.state.animals.queue[requestId] != .waiting }
      let animal = store.state.animals.data.values.first { $0.name == name }
      if let animal { added.append(animal.animalId) }
    }
  }
  listener.stop()
}

/// Polls the main actor's state; gives up after 10 s so a stuck probe ends instead of hanging its test.
@MainActor func waitUntil(_ condition: @MainActor () -> Bool) async throws {
  let deadline = ContinuousClock.now + .seconds(10)
  while !condition() {
    guard ContinuousClock.now < deadline else { throw ProbeError(message: "timed out") }
    try await Task.sleep(for: .milliseconds(1))
  }
}

/// One line on standard output, unbuffered: a kill right after it cannot lose it.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct ProbeError : Error {
  var message: String
}

@main
struct KillProbe : AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-kill-probe",
    abstract: "Adds and deletes animals as the local app does, printing each change when the window would show it done."
  )

  @Argument(help: "The data directory of the database to change.")
  var dataDirectory: String

  @Argument(help: "How many adds and deletes to make.")
  var steps = 1000

  func run() async throws {
    do {
      try await AnimalsKillProbe.run(directory: URL(fileURLWithPath: self.dataDirectory, isDirectory: true), steps: self.steps)
    } catch {
      FileHandle.standardError.write(Data("animals-kill-probe: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }
}
