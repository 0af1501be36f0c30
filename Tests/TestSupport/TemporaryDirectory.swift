//  TemporaryDirectory.swift

import Foundation

/// A fresh directory under the system's temporary directory, removed when the test is done with it.
public final class TemporaryDirectory : Sendable {
  public let url: URL

  /// `prefix` starts the directory's name, so leftovers of a crashed run say which tests made them.
  public init(prefix: String = "immutabledata-tests") throws {
    self.url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }
}
