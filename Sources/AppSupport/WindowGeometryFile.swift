//  WindowGeometryFile.swift

import Foundation

/// The file where an app remembers its windows' geometry: `window.json` in its state directory
/// (`AppPlaces.stateDirectory`), written whole to a temporary file and renamed over the old one.
///
/// It holds one JSON object marked as this app's: `{"format":"immutabledata-window","version":1,
/// "width":960,"height":600,"maximized":false}`. A file that is larger than `sizeLimit`, not JSON, not
/// marked so, of another version or with a size out of `WindowGeometry.sizeRange` is refused: the
/// window opens at its own size, and the file is left byte for byte as it is (never overwritten).
///
/// ```swift
/// let file = WindowGeometryFile(directory: AppPlaces.stateDirectory(appID: "org.example.App"))
/// let remembered = try? file.load()  // nil: nothing remembered yet
/// try file.save(WindowGeometry(width: 800, height: 600, isMaximized: false)!)
/// ```
public struct WindowGeometryFile : Sendable {
  /// The most bytes read: the object takes under 100.
  public static let sizeLimit = 64 * 1024
  static let format = "immutabledata-window"
  static let version = 1

  /// Why a file was refused, in words for the log.
  public enum Refusal : Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int)
    case unreadable(String)
    case foreign
    case outOfRange

    public var description: String {
      switch self {
      case .tooLarge(let bytes): "it is \(bytes) bytes, more than the \(WindowGeometryFile.sizeLimit) a window's geometry takes"
      case .unreadable(let reason): "it could not be read: \(reason)"
      case .foreign: "it is not a window geometry written by this app (another format or version)"
      case .outOfRange: "its size is outside \(WindowGeometry.sizeRange.lowerBound)…\(WindowGeometry.sizeRange.upperBound) pixels"
      }
    }
  }

  public let url: URL

  /// The file `window.json` in `directory`.
  public init(directory: URL) {
    self.url = directory.appendingPathComponent("window.json")
  }

  private struct Stored : KeptRecord {
    var format: String
    var version: Int
    var width: Int
    var height: Int
    var maximized: Bool
  }

  /// The remembered geometry; nil when there is no file. Throws `Refusal` for a file it will not use.
  public func load() throws -> WindowGeometry? {
    let stored: Stored
    do throws(KeptFile.Failure) {
      guard let read = try KeptFile.load(Stored.self, from: self.url, limit: Self.sizeLimit, format: Self.format, version: Self.version) else { return nil }
      stored = read
    } catch {
      switch error {
      case .tooLarge(let bytes): throw Refusal.tooLarge(bytes: bytes)
      case .unreadable(let reason): throw Refusal.unreadable(reason)
      case .foreign: throw Refusal.foreign
      }
    }
    guard let geometry = WindowGeometry(width: stored.width, height: stored.height, isMaximized: stored.maximized) else {
      throw Refusal.outOfRange
    }
    return geometry
  }

  /// Writes `geometry` (creating the directory), atomically: a reader sees the old file or the new one.
  public func save(_ geometry: WindowGeometry) throws {
    try KeptFile.save(Stored(format: Self.format, version: Self.version, width: geometry.width, height: geometry.height, maximized: geometry.isMaximized), to: self.url)
  }
}
