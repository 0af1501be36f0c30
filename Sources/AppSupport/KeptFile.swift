//  KeptFile.swift

import Foundation

/// A small JSON object an app keeps between runs (its window geometry, its inspector's filters), marked
/// with the app's `format` and a `version`: read at most `limit` bytes, decoded, and checked to be the
/// app's own; written whole to a temporary file renamed over the old one.
protocol KeptRecord : Codable {
  var format: String { get }
  var version: Int { get }
}

enum KeptFile {
  enum Failure : Error {
    case tooLarge(bytes: Int)
    case unreadable(String)
    /// JSON, but not this format and version.
    case foreign
  }

  /// The record at `url`; nil when there is no file.
  static func load<Record : KeptRecord>(_ type: Record.Type, from url: URL, limit: Int, format: String, version: Int) throws(Failure) -> Record? {
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return nil
    } catch {
      throw .unreadable(error.localizedDescription)
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadable(error.localizedDescription)
    }
    guard data.count <= limit else { throw .tooLarge(bytes: data.count) }
    guard let record = try? JSONDecoder().decode(Record.self, from: data) else {
      throw (try? JSONSerialization.jsonObject(with: data)) == nil ? .unreadable("not JSON") : .foreign
    }
    guard record.format == format, record.version == version else { throw .foreign }
    return record
  }

  /// Writes `record` at `url` (creating the directory), atomically: a reader sees the old file or the new one.
  static func save<Record : KeptRecord>(_ record: Record, to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(record)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}
