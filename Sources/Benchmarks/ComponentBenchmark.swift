//  ComponentBenchmark.swift
//  Item 11c: what an unchanged component costs a render: a window (in-process GTK) places 1,000
//  components (a `ForEach` of them) whose inputs and selections do not change, and its body runs again
//  (a local change). Per component: the render's instructions less those of the same window without
//  the components, divided by their number: making the item in the body, comparing it with the last
//  render's, and what the expansion and the reconciler then do for it.

import AppShell
import CGtk
import DeclarativeViews
import GtkWidgets
import ImmutableData
import ImmutableUI

@MainActor enum ComponentBenchmark {
  static let count = 1_000

  struct Row : Component, Equatable {
    typealias State = Int
    typealias Action = Int
    typealias Local = Int
    let index: Int

    func body(_ context: Context) -> View {
      View.label("Row \(self.index)")
    }
  }

  /// A window of `count` unchanged components and a way to run its body again.
  @MainActor final class Fixture {
    let scheduler = ManualScheduler()
    let app: GtkApp<Int, Int>
    let window: any WindowHosting
    private let again: GtkWidgetPointer

    init?(count: Int = ComponentBenchmark.count) {
      let store = Store<Int, Int>(initialState: 0) { state, action in state + action }
      let scene = WindowScene<Int, Int>(local: { 0 }) { context in
        View.window(title: "Components \(context.local)") {
          View.vstack {
            View.button("Again") { context.update { $0 += 1 } }.name("again")
            ForEach.components(0 ..< count, id: \.self) { Row(index: $0) }
          }
        }
      }
      self.app = GtkApp(id: "org.immutabledata.ComponentBenchmark", provider: StoreProvider(store: store, scheduler: self.scheduler), scene: scene)
      guard self.app.startWithoutApplication() else { return nil }
      self.window = self.app.openWindow()
      self.scheduler.runPending()
      guard let again = self.window.root?.find(name: "again")?.widget else { return nil }
      self.again = again
    }

    /// The window's body runs again (its title changes); every component is unchanged.
    func renderAgain() {
      cgtk_emit_clicked(self.again)
      self.scheduler.runPending()
    }
  }

  static func run(_ configuration: Configuration, report: Report) {
    let name = "  a window body runs again: per unchanged component (\(Format.count(Self.count)) components)"
    guard GtkListBenchmark.hasDisplay, let fixture = Fixture() else {
      report.skip("11c", name, reason: "no display")
      return
    }
    defer {
      fixture.window.close()
      _ = MainLoop.runPendingEvents()
    }
    let before = fixture.window.componentBodyRuns
    fixture.renderAgain()
    let ran = fixture.window.componentBodyRuns - before
    let whole = Probes.instructions("componentUnchanged")
    let alone = Probes.instructions("componentWindowAlone")
    var perComponent: Double?
    if let whole, let alone {
      perComponent = (whole - alone) / Double(Self.count)
    }
    let time = Timing.median(repetitions: configuration.quick ? 20 : 100) { _ in fixture.renderAgain() }
    report.add("11c", name, value: perComponent.map { "\(Format.count(Int($0.rounded()))) instructions" } ?? "\(ran) bodies ran; render \(Format.time(time))",
               target: "≤ 200 instructions, no body run", met: ran == 0 && (perComponent.map { $0 <= 200 } ?? true),
               instructions: perComponent.map { Format.count(Int($0.rounded())) } ?? "-")
    let counts = whole.map { whole in alone.map { " (\(Format.count(Int(whole))) instructions for the whole render, \(Format.count(Int($0))) for the same window without the components)" } ?? "" } ?? ""
    report.note("11c: the render after a local change that no component reads (\(ran) of \(Self.count) component bodies ran; \(Format.time(time)) for the whole render, GTK included)\(counts); per component: the difference divided by the components (making each in the window's body, comparing it with the last render's, and what the expansion and the reconciler do for it).")
  }
}
