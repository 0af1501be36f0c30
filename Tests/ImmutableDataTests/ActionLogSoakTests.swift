//  ActionLogSoakTests.swift
//  A soak, bounded: a store with the inspector's action log recording takes a long run of actions, with a
//  listener reading its stream, and its heap stays flat once the log is full. `scripts/test.sh` runs it
//  alone with `IMMUTABLEDATA_SOAK=quick` (200,000 actions, heap judged); `IMMUTABLEDATA_SOAK=full swift
//  test --filter ActionLogSoak` runs the million.

import Foundation
import ImmutableData
import Testing

@MainActor @Suite struct ActionLogSoakTests {
  struct Tally : Sendable, Equatable {
    var count = 0
    var recent: [Int] = []
  }

  @MainActor final class Seen {
    var count = 0
  }

  static var actionCount: Int {
    ProcessInfo.processInfo.environment["IMMUTABLEDATA_SOAK"] == "full" ? 1_000_000 : 200_000
  }

  /// Whether the heap is judged: only in a process of the soak's own (`IMMUTABLEDATA_SOAK=quick` or
  /// `full`, as `scripts/test.sh` runs it). In the whole suite, earlier tests' main-actor work that is
  /// still going moves the same heap by several MiB while the soak yields, so it is only reported there;
  /// the log's bound and the listener having read everything are checked in every run.
  static var judgesHeap: Bool {
    ProcessInfo.processInfo.environment["IMMUTABLEDATA_SOAK"] != nil
  }

  /// Resident memory now, from /proc (Linux).
  static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  private typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
  private static let mallinfo2: MallInfo2? = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2").map { unsafeBitCast($0, to: MallInfo2.self) }

  /// Heap bytes in use in the main thread's malloc arena (glibc `mallinfo2`: uordblks + hblkhd), where
  /// the store runs: other tests' threads allocate in arenas of their own, and freed memory is not
  /// counted, unlike resident pages. The resident size where glibc does not have it.
  static func heapBytes() -> Int {
    #if arch(x86_64) && os(Linux)
      if let mallinfo2 = Self.mallinfo2 {
        // Ten size_t fields, returned through a hidden pointer (x86-64 System V).
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBytes { _ = mallinfo2($0.baseAddress!) }
        return fields[7] + fields[4]
      }
    #endif
    return Self.residentBytes()
  }

  @Test func aLongRunKeepsMemoryFlatOnceTheLogIsFull() async throws {
    let store = Store<Tally, Int>(initialState: Tally()) { tally, n in
      var tally = tally
      tally.count += 1
      tally.recent.append(n)
      if tally.recent.count > 32 { tally.recent.removeFirst() }
      return tally
    }
    let log = ActionLog(store: store, limit: 10_000)
    let stream = store.makeStream()
    let seen = Seen()
    let listener = Task { @MainActor in
      for await _ in stream { seen.count += 1 }
    }
    let total = Self.actionCount
    var samples: [Int] = []
    var resident: [Int] = []
    for n in 1 ... total {
      try store.dispatch(action: n)
      if n % 1_000 == 0 {
        // Main-loop turns until the listener has read what came (it reads one element a turn); what it
        // has not read stays in memory, as makeStream() promises.
        while seen.count < n { await Task.yield() }
      }
      if n % (total / 8) == 0 {
        samples.append(Self.heapBytes())
        resident.append(Self.residentBytes())
      }
    }
    #expect(log.count == 10_000)
    #expect(log.droppedCount == total - 10_000)
    #expect(store.select { $0.count } == total)
    #expect(seen.count == total, "the listener read every action")
    // Over the second half of the run (the log long full, and what earlier tests of the process left
    // running settled: in the full suite the arena still moves by about 10 MiB early on), the heap grows
    // by less than 16 MiB: unread stream elements or an unbounded log would add tens (370 bytes an action).
    let settled = samples[3...]
    let growth = (settled.max() ?? 0) - (settled.min() ?? 0)
    if Self.judgesHeap {
      #expect(growth < 16 << 20, "the heap grew by \(growth >> 20) MiB over \(total) actions: \(samples.map { $0 >> 20 }) MiB")
    }
    print("ActionLogSoakTests: \(total) actions; heap in use at each eighth: \(samples.map { $0 >> 20 }) MiB (growth over the second half \(growth >> 10) KiB); resident: \(resident.map { $0 >> 20 }) MiB")
    listener.cancel()
  }
}
