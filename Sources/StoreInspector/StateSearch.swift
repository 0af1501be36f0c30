//  StateSearch.swift

import Foundation

/// Finds the values of a state whose path or value contains every word of a search text (ignoring case
/// and accents): one line per match, `state.animals.data["Dog"].name: "Hound"`. The walk is bounded (at
/// most `maxVisited` values, `maxElements` elements of each collection), so a 100,000-quake state answers
/// within a frame; `isComplete` says whether everything was searched.
nonisolated public enum StateSearch {
  /// The matching lines (at most the limit asked for), and whether the whole state was searched.
  public struct Result : Equatable, Sendable {
    public var lines: [String] = []
    public var isComplete = true
  }

  static let maxVisited = 20_000
  static let maxElements = 2_000

  /// The lines of `value` (a state) whose path or value contains every word of `text`.
  public static func matches(in value: Any, text: String, limit: Int = 50) -> Result {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return Result() }
    var result = Result()
    var visited = 0
    self.visit(value, path: "state", words: words, limit: limit, visited: &visited, into: &result)
    return result
  }

  /// Whether `line` contains every one of `words`, ignoring case and accents.
  public static func contains(_ line: String, words: [String]) -> Bool {
    words.allSatisfy { line.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
  }

  private static func visit(_ value: Any, path: String, words: [String], limit: Int, visited: inout Int, into result: inout Result) {
    guard result.lines.count < limit else {
      result.isComplete = false
      return
    }
    visited += 1
    guard visited <= Self.maxVisited else {
      result.isComplete = false
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .class:
      guard !mirror.children.isEmpty else {
        self.report("\(path): \(StateDescription.describe(value, depth: 1))", words: words, into: &result)
        return
      }
      for child in mirror.children {
        self.visit(child.value, path: "\(path).\(child.label ?? "_")", words: words, limit: limit, visited: &visited, into: &result)
      }
    case .optional:
      if let child = mirror.children.first {
        self.visit(child.value, path: path, words: words, limit: limit, visited: &visited, into: &result)
      } else {
        self.report("\(path): nil", words: words, into: &result)
      }
    case .dictionary:
      for (index, child) in mirror.children.enumerated() {
        guard index < Self.maxElements else {
          result.isComplete = false
          break
        }
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        guard pair.count == 2 else { continue }
        self.visit(pair[1], path: "\(path)[\(StateDescription.describe(pair[0], depth: 1))]", words: words, limit: limit, visited: &visited, into: &result)
      }
    case .collection, .set:
      for (index, child) in mirror.children.enumerated() {
        guard index < Self.maxElements else {
          result.isComplete = false
          break
        }
        self.visit(child.value, path: "\(path)[\(index)]", words: words, limit: limit, visited: &visited, into: &result)
      }
    default:
      self.report("\(path): \(StateDescription.describe(value, depth: 1))", words: words, into: &result)
    }
  }

  private static func report(_ line: String, words: [String], into result: inout Result) {
    if Self.contains(line, words: words) {
      result.lines.append(line.count > 160 ? String(line.prefix(159)) + "…" : line)
    }
  }
}
