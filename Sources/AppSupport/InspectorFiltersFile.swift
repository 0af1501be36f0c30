//  InspectorFiltersFile.swift

import Foundation

/// Which kinds of action an app's inspector lists, kept between runs: `inspector-filters.json` in the
/// app's state directory (`AppPlaces.stateDirectory`), written whole to a temporary file and renamed.
///
/// One JSON object marked as this app's: `{"format":"immutabledata-inspector-filters","version":1,
/// "hidden":["didTapIncrement"],"shown":[]}`. A file larger than `sizeLimit`, not JSON, not marked so, of
/// another version, with more than `maxKinds` kinds or a kind longer than `maxKindLength` characters is
/// refused and left byte for byte as it is.
///
/// ```swift
/// let file = InspectorFiltersFile(directory: AppPlaces.stateDirectory(appID: "org.example.App"))
/// try file.save(InspectorFilters(hidden: ["didTapIncrement"], shown: []))
/// let filters = try file.load()  // nil: none kept yet
/// ```
public struct InspectorFiltersFile : Sendable {
  /// The most bytes read.
  public static let sizeLimit = 64 * 1024
  /// The most kinds in each list.
  public static let maxKinds = 200
  /// The longest kind (`ui.didTapAddAnimal`), in characters.
  public static let maxKindLength = 200
  static let format = "immutabledata-inspector-filters"
  static let version = 1

  /// Why a file was refused, in words for the log and the inspector's status line.
  public enum Refusal : Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int)
    case unreadable(String)
    case foreign
    case outOfRange

    public var description: String {
      switch self {
      case .tooLarge(let bytes): "it is \(bytes) bytes, more than the \(InspectorFiltersFile.sizeLimit) the filters may take"
      case .unreadable(let reason): "it could not be read: \(reason)"
      case .foreign: "it is not an inspector's filters written by this app (another format or version)"
      case .outOfRange: "it lists more than \(InspectorFiltersFile.maxKinds) kinds, or a kind longer than \(InspectorFiltersFile.maxKindLength) characters"
      }
    }
  }

  public let url: URL

  /// The file `inspector-filters.json` in `directory`.
  public init(directory: URL) {
    self.url = directory.appendingPathComponent("inspector-filters.json")
  }

  private struct Stored : KeptRecord {
    var format: String
    var version: Int
    var hidden: [String]
    var shown: [String]
  }

  /// The kept filters; nil when there is no file. Throws `Refusal` for a file it will not use.
  public func load() throws(Refusal) -> InspectorFilters? {
    let stored: Stored
    do throws(KeptFile.Failure) {
      guard let read = try KeptFile.load(Stored.self, from: self.url, limit: Self.sizeLimit, format: Self.format, version: Self.version) else { return nil }
      stored = read
    } catch {
      switch error {
      case .tooLarge(let bytes): throw .tooLarge(bytes: bytes)
      case .unreadable(let reason): throw .unreadable(reason)
      case .foreign: throw .foreign
      }
    }
    let filters = InspectorFilters(hidden: stored.hidden, shown: stored.shown)
    guard filters.isWithinLimits else { throw .outOfRange }
    return filters
  }

  /// Writes `filters` (creating the directory), atomically: a reader sees the old file or the new one.
  public func save(_ filters: InspectorFilters) throws {
    try KeptFile.save(Stored(format: Self.format, version: Self.version, hidden: filters.hidden, shown: filters.shown), to: self.url)
  }
}

/// The kinds of action an inspector does not list (`hidden`), and, when any, the only ones it lists
/// (`shown`).
public struct InspectorFilters : Equatable, Sendable {
  public var hidden: [String]
  public var shown: [String]

  /// Filters hiding `hidden` and, when `shown` is not empty, listing only `shown`.
  public init(hidden: [String], shown: [String]) {
    self.hidden = hidden
    self.shown = shown
  }

  /// Whether they fit the file's limits.
  public var isWithinLimits: Bool {
    self.hidden.count <= InspectorFiltersFile.maxKinds && self.shown.count <= InspectorFiltersFile.maxKinds
      && (self.hidden + self.shown).allSatisfy { $0.count <= InspectorFiltersFile.maxKindLength }
  }
}
