//  QuakesCacheLocation.swift

import Foundation

/// The cache's file name, and the move from where earlier versions kept it. The directories
/// themselves come from the app (`AppPlaces`), which reads the XDG places through GLib.
public enum QuakesCacheLocation {
  public static let fileName = "quakes.sqlite"

  /// SQLite's companion files, moved with the database: a database without its `-wal` file loses
  /// the transactions not yet checkpointed.
  static let companionSuffixes = ["-wal", "-shm", "-journal"]

  /// Moves the cache (with its companion files) from `oldDirectory` to `newDirectory`, when there is
  /// one in the old place and none in the new one. Returns whether it moved. A cache already in the
  /// new place wins and the old one is left untouched; nothing is ever deleted. When the move fails
  /// half way, the files already moved go back, and the error is thrown.
  @discardableResult
  public static func moveLegacyCache(from oldDirectory: URL, to newDirectory: URL) throws -> Bool {
    let files = FileManager.default
    let oldFile = oldDirectory.appendingPathComponent(Self.fileName)
    let newFile = newDirectory.appendingPathComponent(Self.fileName)
    guard oldDirectory.standardizedFileURL != newDirectory.standardizedFileURL,
          files.fileExists(atPath: oldFile.path), !files.fileExists(atPath: newFile.path) else { return false }
    try files.createDirectory(at: newDirectory, withIntermediateDirectories: true)
    // Companions first, the database last: a crash in between leaves no database without its journal.
    let names = Self.companionSuffixes.map { Self.fileName + $0 }.filter {
      files.fileExists(atPath: oldDirectory.appendingPathComponent($0).path)
    } + [Self.fileName]
    var moved: [String] = []
    do {
      for name in names {
        try files.moveItem(at: oldDirectory.appendingPathComponent(name), to: newDirectory.appendingPathComponent(name))
        moved.append(name)
      }
    } catch {
      for name in moved.reversed() {
        try? files.moveItem(at: newDirectory.appendingPathComponent(name), to: oldDirectory.appendingPathComponent(name))
      }
      throw error
    }
    // The old directory goes only when the cache was all it held.
    if (try? files.contentsOfDirectory(atPath: oldDirectory.path))?.isEmpty == true {
      try? files.removeItem(at: oldDirectory)
    }
    return true
  }
}
