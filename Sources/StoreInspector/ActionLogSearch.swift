//  ActionLogSearch.swift

import Foundation
import ImmutableData

/// Which recorded actions a search text matches: those whose description (as the log lists it) contains
/// every word of the text, ignoring case and accents. One pass over the log, at most `limit` entries
/// (the log's own bound: 10,000 by default).
enum ActionLogSearch {
  static func matchingIDs<State, Action>(in log: ActionLog<State, Action>, text: String) -> [Int] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return (0 ..< log.count).map { log[$0].id } }
    var ids: [Int] = []
    for index in 0 ..< log.count {
      let entry = log[index]
      let description = String(describing: entry.action)
      if words.allSatisfy({ description.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
        ids.append(entry.id)
      }
    }
    return ids
  }
}
