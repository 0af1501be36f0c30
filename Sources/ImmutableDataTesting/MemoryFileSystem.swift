//  MemoryFileSystem.swift

import AppDependencies
import Foundation

/// Files in memory, for a test: what the code under test wrote can be read back and asserted, and the
/// disk can be made to fail as a full one does.
///
/// ```swift
/// let files = MemoryFileSystem()
/// files.failsWrites = "No space left on device"
/// let listener = TodoListener(file: TodoFile(url: url, files: files))
/// ```
public final class MemoryFileSystem : FileSystem, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var contents: [String : Data]
  private var failure: String?
  private var writeCount = 0

  /// Files holding `files` (by path).
  public init(_ files: [String : Data] = [:]) {
    self.contents = files
  }

  /// While set, every write and removal fails with this reason ("No space left on device").
  public var failsWrites: String? {
    get { self.lock.withLock { self.failure } }
    set { self.lock.withLock { self.failure = newValue } }
  }

  /// The file at `path`, as last written (nil: none).
  public subscript(path: String) -> Data? {
    get { self.lock.withLock { self.contents[path] } }
    set { self.lock.withLock { self.contents[path] = newValue } }
  }

  /// The paths of the files there are, sorted.
  public var paths: [String] {
    self.lock.withLock { self.contents.keys.sorted() }
  }

  /// The writes that succeeded so far.
  public var writes: Int {
    self.lock.withLock { self.writeCount }
  }

  public func read(_ url: URL, maximumBytes: Int) throws(FileSystemError) -> Data? {
    guard let data = self[url.path] else { return nil }
    guard data.count <= maximumBytes else { throw .tooLarge(path: url.path, bytes: data.count, limit: maximumBytes) }
    return data
  }

  public func write(_ data: Data, to url: URL) throws(FileSystemError) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let failure = self.failure { throw .unwritable(path: url.path, reason: failure) }
    self.contents[url.path] = data
    self.writeCount += 1
  }

  public func remove(_ url: URL) throws(FileSystemError) {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let failure = self.failure { throw .unwritable(path: url.path, reason: failure) }
    self.contents[url.path] = nil
  }
}
