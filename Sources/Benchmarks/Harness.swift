//  Harness.swift
//  Timing (ContinuousClock, warm-up, repetitions, median), memory readings and the result table.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Sizes and repetitions of one run: `--quick` (CI) or full (the figures in BENCHMARKS.md).
struct Configuration : Sendable {
  var quick: Bool
  var only: Set<Int>?

  var repetitions: Int { self.quick ? 3 : 7 }
  var subscriptionCount: Int { self.quick ? 1_000 : 10_000 }
  var quakeCount: Int { self.quick ? 10_000 : 100_000 }
  var feedCount: Int { self.quick ? 1_000 : 10_000 }
  var childCount: Int { self.quick ? 1_000 : 10_000 }
  var listRowCount: Int { self.quick ? 10_000 : 100_000 }
  var floodCount: Int { self.quick ? 50_000 : 1_000_000 }
  var unboundedFloodCount: Int { self.quick ? 50_000 : 1_000_000 }
  var startupRuns: Int { self.quick ? 2 : 5 }

  func runs(_ item: Int) -> Bool {
    self.only?.contains(item) ?? true
  }
}

/// One line of the table. `ratio` is always "how many times better than the baseline"
/// (baseline ÷ measured for times, counts and bytes), so > 1 means the library wins.
struct Row {
  var item: String
  var name: String
  var value: String
  var baseline: String
  var ratio: String
  var target: String
  var met: String
  /// Instructions per operation (callgrind, `--instructions`): "measured / baseline".
  var instructions: String = "-"

  var itemNumber: Int {
    Int(self.item.prefix { $0.isNumber }) ?? 0
  }
}

@MainActor final class Report {
  private(set) var rows: [Row] = []
  private(set) var notes: [String] = []

  func add(_ item: String, _ name: String, value: String, baseline: String = "-", ratio: String = "-", target: String = "-", met: Bool? = nil, instructions: String = "-") {
    let row = Row(item: item, name: name, value: value, baseline: baseline, ratio: ratio, target: target, met: met.map { $0 ? "yes" : "NO" } ?? "-", instructions: instructions)
    self.rows.append(row)
    // Progress on stderr, so a long run shows where it is; the table goes to stdout at the end.
    FileHandle.standardError.write(Data("  [\(item)] \(name): \(value) (baseline \(baseline))\n".utf8))
  }

  func skip(_ item: String, _ name: String, reason: String) {
    self.rows.append(Row(item: item, name: name, value: "skipped: \(reason)", baseline: "-", ratio: "-", target: "-", met: "skip"))
    FileHandle.standardError.write(Data("  [\(item)] \(name): skipped: \(reason)\n".utf8))
  }

  func note(_ text: String) {
    self.notes.append(text)
  }

  /// A Markdown table (readable in a terminal, pasteable into BENCHMARKS.md).
  func render() -> String {
    let header = Row(item: "#", name: "benchmark", value: "measured", baseline: "baseline", ratio: "ratio", target: "target", met: "met?", instructions: "instructions (measured / baseline)")
    // Items run out of order (see main.swift); the table lists them in order.
    let rows = self.rows.enumerated().sorted { ($0.element.itemNumber, $0.offset) < ($1.element.itemNumber, $1.offset) }.map(\.element)
    let all = [header] + rows
    func width(_ column: (Row) -> String) -> Int { all.map { column($0).count }.max() ?? 0 }
    let columns: [(Row) -> String] = [{ $0.item }, { $0.name }, { $0.value }, { $0.baseline }, { $0.ratio }, { $0.target }, { $0.met }, { $0.instructions }]
    let widths = columns.map(width)
    func line(_ row: Row) -> String {
      "| " + zip(columns, widths).map { column, width in column(row).padding(toLength: width, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
    }
    var lines = [line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
    lines += rows.map(line)
    if !self.notes.isEmpty {
      lines.append("")
      lines += self.notes.sorted { (Int($0.prefix { $0.isNumber }) ?? 0) < (Int($1.prefix { $0.isNumber }) ?? 0) }.map { "- " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}

// MARK: - Timing

enum Timing {
  /// Median time of one iteration: `warmup` untimed repetitions, then `repetitions` timed ones of
  /// `iterations` calls each; each repetition's time is divided by `iterations`.
  @MainActor static func median(
    warmup: Int = 1,
    repetitions: Int,
    iterations: Int = 1,
    setUp: () -> Void = {},
    _ body: (Int) throws -> Void
  ) rethrows -> Duration {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for repetition in 0 ..< warmup + repetitions {
      setUp()
      let start = clock.now
      for iteration in 0 ..< iterations {
        try body(iteration)
      }
      let elapsed = clock.now - start
      if repetition >= warmup {
        samples.append(elapsed / iterations)
      }
    }
    return samples.sorted()[samples.count / 2]
  }

  static func median(of samples: some Collection<Duration>) -> Duration {
    samples.sorted()[samples.count / 2]
  }

  @MainActor static func medianAsync(
    warmup: Int = 1,
    repetitions: Int,
    iterations: Int = 1,
    _ body: (Int) async throws -> Void
  ) async rethrows -> Duration {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for repetition in 0 ..< warmup + repetitions {
      let start = clock.now
      for iteration in 0 ..< iterations {
        try await body(iteration)
      }
      let elapsed = clock.now - start
      if repetition >= warmup {
        samples.append(elapsed / iterations)
      }
    }
    return samples.sorted()[samples.count / 2]
  }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

extension Duration {
  var seconds: Double {
    let (seconds, attoseconds) = self.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  var microseconds: Double { self.seconds * 1e6 }
  var milliseconds: Double { self.seconds * 1e3 }
}

enum Format {
  static func time(_ duration: Duration) -> String {
    let seconds = duration.seconds
    switch seconds {
    case ..<1e-6: return String(format: "%.0f ns", seconds * 1e9)
    case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
    case ..<1: return String(format: "%.2f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
  }

  static func bytes(_ bytes: Double) -> String {
    let absolute = abs(bytes)
    switch absolute {
    case ..<1024: return String(format: "%.0f B", bytes)
    case ..<(1024 * 1024): return String(format: "%.1f KiB", bytes / 1024)
    default: return String(format: "%.1f MiB", bytes / (1024 * 1024))
    }
  }

  /// baseline ÷ measured, "how many times better".
  static func ratio(baseline: Double, measured: Double) -> String {
    if measured == 0 {
      return baseline == 0 ? "1×" : "∞"
    }
    let ratio = baseline / measured
    return ratio >= 100 ? String(format: "%.0f×", ratio) : String(format: "%.2g×", ratio)
  }

  static func ratio(baseline: Duration, measured: Duration) -> String {
    self.ratio(baseline: baseline.seconds, measured: measured.seconds)
  }

  static func count(_ value: Int) -> String {
    let digits = String(abs(value))
    var grouped = ""
    for (index, character) in digits.reversed().enumerated() {
      if index > 0 && index % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return (value < 0 ? "-" : "") + String(grouped.reversed())
  }
}

// MARK: - Memory

enum Memory {
  /// Bytes malloc has handed out and not taken back (glibc `mallinfo2().uordblks`): exact for heap
  /// growth, unlike resident pages, which malloc keeps after frees.
  static func heapInUse() -> Int {
    #if arch(x86_64) && os(Linux)
    // `struct mallinfo2 mallinfo2(void)` returns ten size_t fields; on x86-64 System V a struct that
    // large is returned through a hidden pointer in the first argument register, so it can be called
    // through dlsym as a function taking that pointer. Fields: arena, ordblks, smblks, hblks, hblkhd,
    // usmblks, fsmblks, uordblks, fordblks, keepcost.
    if let mallinfo2 = Self.mallinfo2 {
      var fields = [Int](repeating: 0, count: 10)
      fields.withUnsafeMutableBytes { _ = mallinfo2($0.baseAddress!) }
      return fields[7] + fields[4]  // uordblks (in arena chunks) + hblkhd (mmapped chunks)
    }
    #endif
    return self.resident()
  }

  /// True when `heapInUse()` reads malloc's counters rather than the resident size.
  static var isHeapExact: Bool {
    #if arch(x86_64) && os(Linux)
    Self.mallinfo2 != nil
    #else
    false
    #endif
  }

  private typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
  private typealias MallocTrim = @convention(c) (Int) -> Int32

  private static let mallinfo2: MallInfo2? = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2")
    .map { unsafeBitCast($0, to: MallInfo2.self) }
  private static let mallocTrim: MallocTrim? = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim")
    .map { unsafeBitCast($0, to: MallocTrim.self) }

  /// Resident set size from /proc/self/statm (pages × page size).
  static func resident() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Gives freed memory back to the system, so resident-size readings start low.
  static func trim() {
    _ = Self.mallocTrim?(0)
  }
}
