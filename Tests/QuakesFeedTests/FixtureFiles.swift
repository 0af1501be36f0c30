//  FixtureFiles.swift

import Foundation

/// The feed files of `Fixtures/`: two real USGS feeds and hostile ones written for these tests.
enum FixtureFiles {
  static func url(_ name: String) throws -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }
    return url
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: self.url(name))
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quakes-feed-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
