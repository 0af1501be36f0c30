//  WorldOutlineResource.swift

import Foundation
import Logging

/// Finds and reads the shipped `world-outline.txt`.
nonisolated enum WorldOutlineResource {
  static let fileName = "world-outline.txt"
  private static let logger = Logger(label: "org.immutabledata.Quakes.WorldOutline")

  /// The outline, or none when the resource is missing or corrupt: that is a broken build or installation,
  /// so debug builds stop here with the reason; release builds log it and draw the map without land.
  static func load() -> [[WorldOutline.Vertex]] {
    do {
      return try WorldOutlineFile.parse(Self.read(Self.url()))
    } catch {
      Self.logger.error("The map is drawn without land: its world outline was refused: \(error)")
      assertionFailure("The world outline resource was refused: \(error)")
      return []
    }
  }

  /// SwiftPM copies the target's resources into this folder next to the executable (and the test runner).
  /// `Bundle.module` looks in the same place but traps when the folder is missing, and a missing map
  /// background must not stop the app.
  static func url() -> URL {
    Bundle.main.bundleURL
      .appendingPathComponent("ImmutableDataGTK_QuakesUI.resources", isDirectory: true)
      .appendingPathComponent(Self.fileName)
  }

  static func read(_ url: URL) throws(WorldOutlineError) -> String {
    let size: Int
    do {
      size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
    } catch {
      throw .missing(path: url.path)
    }
    guard size <= WorldOutlineFile.maximumBytes else { throw .tooLarge(bytes: size) }
    do {
      return try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
  }
}
