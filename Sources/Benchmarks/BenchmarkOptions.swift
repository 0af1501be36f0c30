//  BenchmarkOptions.swift
//  The command line (swift-argument-parser): unknown options and bad item numbers are refused.

import ArgumentParser
import Foundation

struct BenchmarkOptions : ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "benchmarks",
    abstract: "Measures the store, the selectors, the reconciler and the apps at scale and prints a table (see BENCHMARKS.md).",
    discussion: "Timing never fails the run; only a crash does."
  )

  @Flag(help: "Small sizes and few repetitions (CI); the default is the full sizes of BENCHMARKS.md.")
  var quick = false

  /// The items to run (nil: all of them).
  @Option(
    help: ArgumentHelp("Run only these items, comma-separated (1-13).", valueName: "N[,N...]"),
    transform: BenchmarkOptions.items(_:)
  )
  var only: Set<Int>?

  @Flag(help: "Count instructions per operation of the CPU-bound items with valgrind's callgrind (slow).")
  var instructions = false

  /// `--write-quakes-cache FOLDER`: item 13's cache, to open the app on it by hand.
  @Option(help: ArgumentHelp("Write a Quakes cache of a year of generated quakes into FOLDER (for `quakes --cache-dir FOLDER`) and exit.", valueName: "FOLDER"))
  var writeQuakesCache: String?

  @Option(help: ArgumentHelp("How many quakes --write-quakes-cache writes.", valueName: "N"))
  var quakeCount = 1_000_000

  /// `--bare-window TITLE`: the start-up baseline (item 9) runs this executable as a bare GTK window.
  @Option(help: .hidden)
  var bareWindow: String?

  /// `--probe NAME`: one instruction-count probe, run under callgrind by `--instructions`.
  @Option(help: .hidden)
  var probe: String?

  /// `--flood-child bounded|unbounded --flood-count N`: item 8's flood alone, in a fresh process.
  @Option(help: .hidden)
  var floodChild: String?

  @Option(help: .hidden)
  var floodCount = 0

  static let items = 1 ... 13

  /// Parses `--only`'s value: item numbers from 1 to 13, separated by commas.
  static func items(_ text: String) throws -> Set<Int> {
    var items: Set<Int> = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let item = Int(part.trimmingCharacters(in: .whitespaces)), Self.items.contains(item) else {
        throw ValidationError("--only takes item numbers from 1 to 13 separated by commas, like 1,7 (got \"\(text)\").")
      }
      items.insert(item)
    }
    return items
  }

  func validate() throws {
    if !(1 ... 10_000_000).contains(self.quakeCount) {
      throw ValidationError("--quake-count takes a number from 1 to 10,000,000 (got \(self.quakeCount)).")
    }
    if let policy = self.floodChild, !["bounded", "unbounded"].contains(policy) || self.floodCount <= 0 {
      throw ValidationError("--flood-child takes bounded or unbounded, with --flood-count above 0.")
    }
  }
}
