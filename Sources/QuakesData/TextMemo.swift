//  TextMemo.swift

import Foundation
import Synchronization

/// Texts made by a Foundation format style, remembered per key for one locale: the list writes a text
/// for every visible row on each render, and each format costs microseconds (ICU). At most `capacity`
/// texts are kept: all are forgotten when it is reached or when the locale changes.
final class TextMemo<Key : Hashable & Sendable> : Sendable {
  let capacity: Int
  private let memo = Mutex<(locale: Locale, texts: [Key: String])?>(nil)

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The number of texts held now.
  var count: Int {
    self.memo.withLock { $0?.texts.count ?? 0 }
  }

  func text(for key: Key, locale: Locale, make: (Key) -> String) -> String {
    self.memo.withLock { memo in
      if memo == nil || memo!.locale != locale {
        memo = (locale, [:])
      }
      if let text = memo!.texts[key] {
        return text
      }
      let text = make(key)
      if memo!.texts.count >= self.capacity {
        memo!.texts.removeAll(keepingCapacity: true)
      }
      memo!.texts[key] = text
      return text
    }
  }
}
