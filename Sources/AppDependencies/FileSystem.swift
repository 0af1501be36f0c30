//  FileSystem.swift

import Foundation

/// Where an app reads and writes its files: the local disk (`LocalFileSystem`), or files in memory in a
/// test (`ImmutableDataTesting`'s `MemoryFileSystem`, which can also fail as a full disk does).
///
/// ```swift
/// guard let data = try files.read(url, maximumBytes: 10 << 20) else { return [] } // no file yet
/// try files.write(encoded, to: url)
/// ```
public protocol FileSystem : Sendable {
  /// The contents of the file at `url`; nil when there is none. A file over `maximumBytes` is refused
  /// (`FileSystemError.tooLarge`) without being read whole.
  func read(_ url: URL, maximumBytes: Int) throws(FileSystemError) -> Data?
  /// Replaces the file at `url` with `data` in one step (a reader sees the old file or the new one,
  /// never a part), making its folder first if needed.
  func write(_ data: Data, to url: URL) throws(FileSystemError)
  /// Removes the file at `url`; nothing happens when there is none.
  func remove(_ url: URL) throws(FileSystemError)
}

/// Why a file could not be read or written, in words a user understands.
public enum FileSystemError : Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is larger than the reader takes.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// The file is there but could not be read.
  case unreadable(path: String, reason: String)
  /// The file could not be written or removed (no permission, a full disk).
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .tooLarge(let path, let bytes, let limit): "\(path) is \(bytes) bytes, more than the \(limit) bytes it may be"
    case .unreadable(let path, let reason): "\(path) could not be read: \(reason)"
    case .unwritable(let path, let reason): "\(path) could not be written: \(reason)"
    }
  }
}

/// The local disk, through `FileManager`.
public struct LocalFileSystem : FileSystem {
  /// The local disk.
  public init() {}

  public func read(_ url: URL, maximumBytes: Int) throws(FileSystemError) -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      // One byte past the cap tells an oversized file from one exactly at it, without reading the rest.
      let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
      guard data.count <= maximumBytes else {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? data.count
        throw FileSystemError.tooLarge(path: url.path, bytes: size, limit: maximumBytes)
      }
      return data
    } catch let error as FileSystemError {
      throw error
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
  }

  public func write(_ data: Data, to url: URL) throws(FileSystemError) {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .unwritable(path: url.path, reason: error.localizedDescription)
    }
  }

  public func remove(_ url: URL) throws(FileSystemError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .unwritable(path: url.path, reason: error.localizedDescription)
    }
  }
}
