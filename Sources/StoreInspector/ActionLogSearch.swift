//  ActionLogSearch.swift

import Foundation
import ImmutableData

/// Which recorded actions the log lists: those whose description (as the log lists it) contains every
/// word of the search text, ignoring case and accents, whose kind is not hidden and, when some kinds
/// are shown only, is one of them.
///
/// A search runs in slices (`advance(until:)`), so a log of 100,000 actions never holds a frame: the
/// window shows how far it got. Each entry is described once (entries never change) and kept, folded,
/// for the next search; a search goes on over the actions recorded after it. Describing is the slow
/// part (reflection): a long search has batches described on another thread (`undescribed(limit:)`,
/// `describe(_:)`, `keep(_:)`) while the main thread matches what is described.
@MainActor final class ActionLogSearch<State, Action> where State : Sendable, Action : Sendable {
  /// What narrows the log.
  struct Query : Equatable {
    /// The search text's words, folded (no case, no accents), as UTF-8.
    var words: [[UInt8]] = []
    var hidden: Set<String> = []
    var shown: Set<String> = []

    var narrows: Bool {
      !self.words.isEmpty || !self.hidden.isEmpty || !self.shown.isEmpty
    }
  }

  /// The log the kept descriptions are of.
  private var log: ActionLog<State, Action>?
  /// Folded descriptions as UTF-8, by entry id.
  private var descriptions: [Int: [UInt8]] = [:]
  private var kinds: [Int: String] = [:]
  private(set) var query = Query()
  private var found: [Int] = []
  /// The next entry to check.
  private var nextID = 0
  /// The last `advance` stopped at an entry with no description kept: describe some (`undescribed`).
  private(set) var needsDescriptions = false

  /// The ids of the matching entries checked so far, oldest first; nil when nothing narrows the log.
  var matches: [Int]? {
    self.query.narrows ? self.found : nil
  }

  /// Searches `log` for `text` with these kind filters from now on. What was found stays when the query
  /// is the same: only entries recorded since are checked.
  func update(log: ActionLog<State, Action>, text: String, hiding hiddenKinds: [String], showingOnly shownKinds: [String]) {
    if log !== self.log {
      self.log = log
      self.descriptions = [:]
      self.kinds = [:]
      self.query = Query()
    }
    let query = Query(words: text.split(whereSeparator: \.isWhitespace).map { Self.fold(String($0)) }, hidden: Set(hiddenKinds), shown: Set(shownKinds))
    if query != self.query {
      self.query = query
      self.found = []
      self.nextID = 0
    }
    self.forgetDroppedEntries()
  }

  /// Whether entries are left to check.
  var isComplete: Bool {
    guard self.query.narrows, let log, log.count > 0 else { return true }
    return self.nextID > log[log.count - 1].id
  }

  /// How many entries are checked, of how many kept.
  var progress: (done: Int, total: Int) {
    guard let log, log.count > 0 else { return (0, 0) }
    return (max(0, self.nextID - log[0].id), log.count)
  }

  /// Checks entries until every one is checked or `deadline` passed; with `describing` false, also
  /// at the first entry whose description is not kept (`needsDescriptions`).
  func advance(until deadline: ContinuousClock.Instant, describing: Bool = true) {
    self.needsDescriptions = false
    guard self.query.narrows, let log, log.count > 0 else { return }
    let lastID = log[log.count - 1].id
    self.nextID = max(self.nextID, log[0].id)
    var checked = 0
    while self.nextID <= lastID {
      if !describing && !self.query.words.isEmpty && self.descriptions[self.nextID] == nil {
        self.needsDescriptions = true
        return
      }
      if let entry = log.entry(id: self.nextID), self.matches(entry) {
        self.found.append(entry.id)
      }
      self.nextID += 1
      checked += 1
      if checked % 64 == 0 && ContinuousClock.now >= deadline {
        return
      }
    }
  }

  private func matches(_ entry: ActionLogEntry<State, Action>) -> Bool {
    if !self.query.hidden.isEmpty || !self.query.shown.isEmpty {
      let kind = self.kinds[entry.id] ?? ActionKind.of(entry.action)
      self.kinds[entry.id] = kind
      if self.query.hidden.contains(kind) || (!self.query.shown.isEmpty && !self.query.shown.contains(kind)) {
        return false
      }
    }
    guard !self.query.words.isEmpty else { return true }
    let description = self.descriptions[entry.id] ?? Self.fold(String(describing: entry.action))
    self.descriptions[entry.id] = description
    return self.query.words.allSatisfy { Self.contains(description, $0) }
  }

  /// The next entries to check whose descriptions are not kept, at most `limit`, with their actions.
  func undescribed(limit: Int) -> [(id: Int, action: Action)] {
    guard let log, log.count > 0 else { return [] }
    var batch: [(id: Int, action: Action)] = []
    var id = max(self.nextID, log[0].id)
    let lastID = log[log.count - 1].id
    while id <= lastID && batch.count < limit {
      if self.descriptions[id] == nil, let entry = log.entry(id: id) {
        batch.append((id, entry.action))
      }
      id += 1
    }
    return batch
  }

  /// Describes actions as the search matches them; runs on any thread.
  nonisolated static func describe(_ batch: [(id: Int, action: Action)]) -> [(id: Int, description: [UInt8])] {
    batch.map { ($0.id, Self.fold(String(describing: $0.action))) }
  }

  /// Keeps descriptions made by `describe(_:)` for the entries still in the log.
  func keep(_ described: [(id: Int, description: [UInt8])]) {
    guard let log, log.count > 0 else { return }
    let firstID = log[0].id
    for (id, description) in described where id >= firstID {
      self.descriptions[id] = description
    }
  }

  /// Entries the log dropped (past its limit) leave the results, and their descriptions go once they
  /// are as many as those kept.
  private func forgetDroppedEntries() {
    guard let log, log.count > 0 else {
      self.found = []
      return
    }
    let firstID = log[0].id
    if let index = self.found.firstIndex(where: { $0 >= firstID }) {
      self.found.removeFirst(index)
    } else {
      self.found = []
    }
    if self.descriptions.count > 2 * log.count {
      self.descriptions = self.descriptions.filter { $0.key >= firstID }
    }
    if self.kinds.count > 2 * log.count {
      self.kinds = self.kinds.filter { $0.key >= firstID }
    }
  }

  nonisolated private static func fold(_ text: String) -> [UInt8] {
    Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
  }

  /// Whether `needle` occurs in `haystack` (bytes of UTF-8, so a match is a match of characters).
  nonisolated private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { word in
        let first = word[0]
        var start = 0
        let last = hay.count - word.count
        while start <= last {
          // memchr finds the candidates fast; memcmp checks each.
          guard let found = memchr(hay.baseAddress! + start, Int32(first), last - start + 1) else { return false }
          let index = hay.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if memcmp(hay.baseAddress! + index, word.baseAddress!, word.count) == 0 {
            return true
          }
          start = index + 1
        }
        return false
      }
    }
  }
}
