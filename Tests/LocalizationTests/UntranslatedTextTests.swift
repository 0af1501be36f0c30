//  UntranslatedTextTests.swift

import Localization
import Testing

/// Text without a translation comes back whole. gettext then returns the very pointer it was given, which
/// for a Swift string bridged to C lives only during the call: `tr` must read it while it is alive.
@Suite struct UntranslatedTextTests {
  @Test func untranslatedTextComesBackWhole() {
    for length in [1, 15, 16, 64, 1_000] {
      // Built at run time (not a literal), so its C form is a temporary copy.
      let text = String(repeating: "é", count: length) + "\(length)"
      #expect(tr(text) == text)
      #expect(trn(text, text + "s", 1) == text)
      #expect(trn(text, text + "s", 2) == text + "s")
    }
  }

  /// Short format strings are stored inline in the Swift string, so their C copy is a stack temporary.
  @Test func untranslatedTextWithPlaceholdersIsFilledIn() {
    for round in 0 ..< 1_000 {
      #expect(tr("%@ of %@", round, 40) == "\(round) of 40")
      #expect(trn("%@ day", "%@ days", round) == "\(round.formatted()) \(round == 1 ? "day" : "days")")
    }
  }
}
