//  Dependencies+Test.swift

import AppDependencies
import Foundation

extension Dependencies {
  /// A world a test controls: the time is `now` and stays there, UUIDs count up from
  /// 00000000-0000-0000-0000-000000000001, waiting waits on `clock` (a `TestClock` the test advances),
  /// files are in memory, and HTTP answers what `http` says (404 by default).
  ///
  /// ```swift
  /// let files = MemoryFileSystem()
  /// let dependencies = Dependencies.test(files: files)
  /// #expect(dependencies.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
  /// ```
  public static func test(
    now: Date = Date(timeIntervalSince1970: 1_767_225_600),
    clock: TestClock = TestClock(),
    files: MemoryFileSystem = MemoryFileSystem(),
    http: StubHTTPClient = StubHTTPClient { _ in HTTPResponse(status: 404) }
  ) -> Dependencies {
    let counter = UUIDCounter()
    return Dependencies(now: { now }, uuid: { counter.next() }, clock: clock, files: files, http: http)
  }
}

/// UUIDs counting up from 1, so a test knows the next one.
private final class UUIDCounter : @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var count: UInt64 = 0

  func next() -> UUID {
    let number = self.lock.withLock {
      self.count += 1
      return self.count
    }
    return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012llX", number))!
  }
}
