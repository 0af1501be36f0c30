//  TodoFile.swift

import AppDependencies
import Foundation

/// The to-do list on disk: a JSON array of items, replaced atomically on every save. It reads and
/// writes through `files`, the local disk unless a test gives it files in memory.
public struct TodoFile : Sendable {
  /// A list this large is not a to-do list a person keeps; refusing it keeps a stray file from filling memory.
  public static let maximumBytes = 10 << 20

  public let url: URL
  private let files: any FileSystem

  public init(url: URL, files: any FileSystem = LocalFileSystem()) {
    self.url = url
    self.files = files
  }

  /// `$XDG_DATA_HOME/org.immutabledata.Todo/todos.json` (`~/.local/share/…` when the variable is unset).
  public static func standard(environment: [String : String] = ProcessInfo.processInfo.environment) -> TodoFile {
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    return TodoFile(url: dataHome.appendingPathComponent("org.immutabledata.Todo").appendingPathComponent("todos.json"))
  }

  /// The saved items; none when the file does not exist yet. A file that is not a to-do list is refused
  /// (and left alone) rather than read as an empty list that the next save would overwrite.
  public func load() throws(TodoFileError) -> [TodoItem] {
    let data: Data?
    do {
      data = try self.files.read(self.url, maximumBytes: Self.maximumBytes)
    } catch {
      switch error {
      case .tooLarge(let path, let bytes, _): throw .tooLarge(path: path, bytes: bytes)
      case .unreadable(let path, let reason), .unwritable(let path, let reason): throw .unreadable(path: path, reason: reason)
      }
    }
    guard let data else { return [] }
    do {
      return try JSONDecoder().decode([TodoItem].self, from: data)
    } catch {
      throw .corrupt(path: self.url.path)
    }
  }

  public func save(_ items: [TodoItem]) throws(TodoFileError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try self.files.write(try encoder.encode(items), to: self.url)
    } catch let error as FileSystemError {
      guard case .unwritable(_, let reason) = error else { throw .unwritable(path: self.url.path, reason: error.description) }
      throw .unwritable(path: self.url.path, reason: reason)
    } catch {
      throw .unwritable(path: self.url.path, reason: error.localizedDescription)
    }
  }
}
