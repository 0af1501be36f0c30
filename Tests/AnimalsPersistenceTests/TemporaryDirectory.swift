//  TemporaryDirectory.swift

import Foundation

/// A fresh directory under the system's temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    self.url = FileManager.default.temporaryDirectory.appendingPathComponent("animals-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: self.url)
  }
}
