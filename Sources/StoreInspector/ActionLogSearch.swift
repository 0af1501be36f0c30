//  ActionLogSearch.swift

import Foundation
import ImmutableData

/// Which recorded actions a search text matches: those whose description (as the log lists it) contains
/// every word of the text, ignoring case and accents, and whose kind is not hidden. One pass over the
/// log, at most `limit` entries (the log's own bound: 10,000 by default).
enum ActionLogSearch {
  /// The ids of the matching entries; nil when nothing narrows the log (every entry is listed).
  static func matchingIDs<State, Action>(in log: ActionLog<State, Action>, text: String, hiding hiddenKinds: [String] = []) -> [Int]? {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty || !hiddenKinds.isEmpty else { return nil }
    let hidden = Set(hiddenKinds)
    var ids: [Int] = []
    for index in 0 ..< log.count {
      let entry = log[index]
      if !hidden.isEmpty, hidden.contains(ActionKind.of(entry.action)) { continue }
      let description = String(describing: entry.action)
      if words.allSatisfy({ description.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
        ids.append(entry.id)
      }
    }
    return ids
  }
}
