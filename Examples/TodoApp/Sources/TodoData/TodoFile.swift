//  TodoFile.swift

import Foundation

/// The to-do list on disk: a JSON array of items, replaced atomically on every save.
public struct TodoFile : Sendable {
  /// A list this large is not a to-do list a person keeps; refusing it keeps a stray file from filling memory.
  public static let maximumBytes = 10 << 20

  public let url: URL

  public init(url: URL) {
    self.url = url
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
    guard FileManager.default.fileExists(atPath: self.url.path) else { return [] }
    let data: Data
    do {
      let size = try self.url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
      guard size <= Self.maximumBytes else { throw TodoFileError.tooLarge(path: self.url.path, bytes: size) }
      data = try Data(contentsOf: self.url)
    } catch let error as TodoFileError {
      throw error
    } catch {
      throw .unreadable(path: self.url.path, reason: error.localizedDescription)
    }
    do {
      return try JSONDecoder().decode([TodoItem].self, from: data)
    } catch {
      throw .corrupt(path: self.url.path)
    }
  }

  public func save(_ items: [TodoItem]) throws(TodoFileError) {
    do {
      try FileManager.default.createDirectory(at: self.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(items).write(to: self.url, options: .atomic)
    } catch {
      throw .unwritable(path: self.url.path, reason: error.localizedDescription)
    }
  }
}
