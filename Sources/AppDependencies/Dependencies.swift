//  Dependencies.swift

import Foundation

/// What a listener or a thunk asks of the world, in one value it is given: the time, new identifiers,
/// a clock to wait on, files and HTTP. The app passes `live`; a test passes values it controls
/// (`ImmutableDataTesting`'s `Dependencies.test(…)`: a fixed time, counted UUIDs, a `TestClock`, files
/// in memory, HTTP answers it chose), so a listener is tested with no real time, disk or network.
///
/// ```swift
/// let listener = TodoListener(file: TodoFile(url: url, files: dependencies.files))
/// let id = dependencies.uuid()
/// try await dependencies.clock.sleep(for: .seconds(5))
/// ```
public struct Dependencies : Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// A new identifier.
  public var uuid: @Sendable () -> UUID
  /// What to wait on (`sleep(for:)`), never `Task.sleep` directly.
  public var clock: any Clock<Duration>
  /// Where files are read and written.
  public var files: any FileSystem
  /// How HTTP requests are made.
  public var http: any HTTPClient

  /// The given world; every part defaults to the live one.
  public init(
    now: @escaping @Sendable () -> Date = { Date() },
    uuid: @escaping @Sendable () -> UUID = { UUID() },
    clock: any Clock<Duration> = ContinuousClock(),
    files: any FileSystem = LocalFileSystem(),
    http: any HTTPClient = URLSessionHTTPClient()
  ) {
    self.now = now
    self.uuid = uuid
    self.clock = clock
    self.files = files
    self.http = http
  }

  /// The real world: the system's time, random UUIDs, the continuous clock, the local disk, URLSession
  /// (an app on a network it does not control passes `http: NetworkHTTPClient()` from `AppNetworking`).
  public static var live: Dependencies {
    Dependencies()
  }
}
