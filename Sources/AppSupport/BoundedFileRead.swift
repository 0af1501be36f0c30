//  BoundedFileRead.swift

import Foundation

/// Reads at most `limit` bytes of a small file an app keeps (its window geometry, its inspector's
/// filters): nil when there is no file; `tooLarge` when there is more, before reading it all.
enum BoundedFileRead {
  enum Failure : Error {
    case tooLarge(bytes: Int)
    case unreadable(String)
  }

  static func data(at url: URL, limit: Int) throws(Failure) -> Data? {
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
    return data
  }
}
