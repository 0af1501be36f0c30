//  AnimalsWindowBenchmark.swift
//  Item 11: the real Animals window showing 1,000 animals (in-process GTK, Xvfb): another client renames
//  one of them. Counts the bodies that ran (the window's and its components') and times the render, to
//  the list model updated; the baseline is the same render with every body run (a window without
//  components: its whole body runs on any change).

import AnimalsData
import AnimalsUI
import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI

@MainActor enum AnimalsWindowBenchmark {
  static let animalCount = 1_000

  /// A window on a store of `animalCount` animals in one category, that category selected, and a
  /// rename of the animal at `index` (another one each time: a live change from the server).
  @MainActor final class Fixture {
    let store = AnimalsApp.makeStore()
    let scheduler = ManualScheduler()
    let app: GtkApp<AnimalsState, AnimalsAction>
    let window: any WindowHosting
    private var sequence: Int64 = 0
    private let animals: [Animal]

    init?() {
      let category = Category(categoryId: "mammals", name: "Mammals")
      self.animals = (0 ..< AnimalsWindowBenchmark.animalCount).map { index in
        Animal(animalId: "animal-\(index)", name: "Animal \(index)", diet: .herbivore, categoryId: category.categoryId)
      }
      self.app = AnimalsApp.make(store: self.store, scheduler: self.scheduler)
      guard self.app.startWithoutApplication() else { return nil }
      self.store.dispatchIgnoringErrors(.live(.didConnect(server: "bench", latest: 0)))
      self.store.dispatchIgnoringErrors(.data(.didFetchCategories(.success([category]))))
      self.store.dispatchIgnoringErrors(.data(.didFetchAnimals(.success(self.animals))))
      self.window = self.app.openWindow()
      GtkListBenchmark.settle(self.scheduler, milliseconds: 200)
      guard let categories = self.window.root?.find(name: "categories-list")?.widget else { return nil }
      ListInspection.selectAsUser(categories, position: 0)
      GtkListBenchmark.settle(self.scheduler, milliseconds: 200)
      guard let list = self.window.root?.find(name: "animals-list")?.widget,
            ListInspection.statistics(of: list)?.rowCount == AnimalsWindowBenchmark.animalCount else { return nil }
    }

    /// Another client renames an animal; the window renders.
    func rename(_ iteration: Int) {
      self.sequence += 1
      let old = self.animals[(iteration * 37 + 500) % self.animals.count]
      let animal = Animal(animalId: old.animalId, name: "Renamed \(self.sequence)", diet: old.diet, categoryId: old.categoryId, version: old.version + Int(self.sequence))
      self.store.dispatchIgnoringErrors(.live(.didReceiveChange(SequencedChange(sequence: self.sequence, change: .saved(animal: animal)))))
      self.scheduler.runPending()
    }

    /// The same render with every body run: what a window without components does on any change.
    func renameRenderingEverything(_ iteration: Int) {
      self.window.setNeedsRender()
      self.rename(iteration)
    }

    func close() {
      self.window.close()
      _ = MainLoop.runPendingEvents()
    }
  }

  static func run(_ configuration: Configuration, report: Report) {
    let name = "Animals window, \(Format.count(Self.animalCount)) animals: another client renames one"
    guard GtkListBenchmark.hasDisplay else {
      report.skip("11a", name, reason: "no DISPLAY (run under xvfb-run)")
      return
    }
    guard let fixture = Fixture() else {
      report.skip("11a", name, reason: "the window did not show the animals")
      return
    }
    defer { fixture.close() }
    let (windowBefore, componentsBefore) = (fixture.window.bodyRuns, fixture.window.componentBodyRuns)
    fixture.rename(0)
    let windowRuns = fixture.window.bodyRuns - windowBefore
    let componentRuns = fixture.window.componentBodyRuns - componentsBefore
    let (allWindowBefore, allBefore) = (fixture.window.bodyRuns, fixture.window.componentBodyRuns)
    fixture.renameRenderingEverything(1)
    let allWindowRuns = fixture.window.bodyRuns - allWindowBefore
    let allRuns = fixture.window.componentBodyRuns - allBefore

    let repetitions = configuration.quick ? 20 : 100
    var iteration = 2
    let measured = Timing.median(repetitions: repetitions) { _ in
      fixture.rename(iteration)
      iteration += 1
    }
    let baseline = Timing.median(repetitions: repetitions) { _ in
      fixture.renameRenderingEverything(iteration)
      iteration += 1
    }
    report.add("11a", name, value: "\(windowRuns) window + \(componentRuns) component bodies",
               baseline: "\(allWindowRuns) + \(allRuns)", target: "only the components that read it (the list pane: 0 + 1)",
               met: windowRuns == 0 && componentRuns == 1)
    report.add("11b", "  that render, to the list model updated", value: Format.time(measured), baseline: Format.time(baseline),
               ratio: Format.ratio(baseline: baseline, measured: measured), target: "faster than rendering every body",
               met: measured < baseline, instructions: Probes.counts(measured: "animalsRename", baseline: "animalsRenameEverything"))
    ComponentBenchmark.run(configuration, report: report)
    report.note("11: the baseline renders the same change with every body run (`setNeedsRender()`), which is what the window did before components; the list's rows are rebound only for the renamed animal either way.")
  }
}

extension Store where State == AnimalsState, Action == AnimalsAction {
  /// Dispatches `action`; the benchmark's actions are always taken.
  @MainActor func dispatchIgnoringErrors(_ action: AnimalsAction) {
    _ = try? self.dispatch(action: action)
  }
}
