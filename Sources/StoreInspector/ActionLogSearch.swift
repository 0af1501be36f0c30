//  ActionLogSearch.swift

import Foundation
import ImmutableData

/// Which recorded actions a search text matches: those whose description (as the log lists it) contains
/// every word of the text, ignoring case and accents, whose kind is not hidden and, when some kinds are
/// shown only, is one of them. One pass over the log, at most `limit` entries (the log's own bound:
/// 10,000 by default).
enum ActionLogSearch {
  /// The ids of the matching entries; nil when nothing narrows the log (every entry is listed).
  static func matchingIDs<State, Action>(
    in log: ActionLog<State, Action>,
    text: String,
    hiding hiddenKinds: [String] = [],
    showingOnly shownKinds: [String] = []
  ) -> [Int]? {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty || !hiddenKinds.isEmpty || !shownKinds.isEmpty else { return nil }
    let hidden = Set(hiddenKinds)
    let shown = Set(shownKinds)
    var ids: [Int] = []
    for index in 0 ..< log.count {
      let entry = log[index]
      if !hidden.isEmpty || !shown.isEmpty {
        let kind = ActionKind.of(entry.action)
        if hidden.contains(kind) || (!shown.isEmpty && !shown.contains(kind)) { continue }
      }
      let description = String(describing: entry.action)
      if words.allSatisfy({ description.range(of: $0, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
        ids.append(entry.id)
      }
    }
    return ids
  }
}
