//  AnimalNameTests.swift

import AnimalsData
import Testing

@Suite struct AnimalNameTests {
  @Test func validNamesAreTrimmedAndOtherwiseKeptExactly() throws {
    #expect(try AnimalName.validated("  Frog ") == "Frog")
    #expect(try AnimalName.validated("Zoë 🦊 «Ω»") == "Zoë 🦊 «Ω»")
    #expect(try AnimalName.validated("\u{3000}Ideographic space\u{A0}") == "Ideographic space")
    let longest = String(repeating: "é", count: AnimalName.maxLength)
    #expect(try AnimalName.validated(longest) == longest)
  }

  @Test(arguments: ["q\u{0}r", "\u{0}", "tab\there", "line\nbreak", "trailing\n", "\u{7F}", "c1\u{85}", "\u{1B}[31m"])
  func controlCharactersAreRefused(name: String) {
    #expect(throws: AnimalNameError.controlCharacter) { try AnimalName.validated(name) }
  }

  @Test func emptyAndTooLongNamesAreRefused() {
    #expect(throws: AnimalNameError.empty) { try AnimalName.validated("") }
    #expect(throws: AnimalNameError.empty) { try AnimalName.validated("   ") }
    #expect(throws: AnimalNameError.tooLong(maxLength: AnimalName.maxLength)) {
      try AnimalName.validated(String(repeating: "x", count: AnimalName.maxLength + 1))
    }
    #expect(AnimalNameError.controlCharacter.description.contains("name contains a control character"))
  }
}
