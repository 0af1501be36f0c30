//  HostHeaderTests.swift
//  The host name animals-server compares a request's Host and Origin with: without port, brackets or
//  case, read by Unicode scalars (fuzzing found a colon joined into one grapheme with U+06DD before it,
//  which a character-wise reading kept with the port).

@testable import AnimalsServer
import Testing

@Suite struct HostHeaderTests {
  @Test(arguments: [
    ("Example.ORG:8080", "example.org"),
    ("localhost", "localhost"),
    ("[::1]:8080", "::1"),
    ("::1", "::1"),
    ("\u{06DD}:[", "\u{06DD}"),
    ("localhost\u{06DD}:8080", "localhost\u{06DD}"),
  ])
  func theNameLeavesPortBracketsAndCaseOut(authority: String, name: String) {
    #expect(HostHeader.normalizedName(authority).unicodeScalars.elementsEqual(name.unicodeScalars))
  }

  @Test func anOriginWithAPathOrAUserHiddenInAGraphemeIsNoOrigin() {
    #expect(HostHeader.originName("http://localhost:8080") == "localhost")
    #expect(HostHeader.originName("http://evil\u{06DD}/localhost") == nil)
    #expect(HostHeader.originName("http://me\u{06DD}@localhost") == nil)
    #expect(HostHeader.originName("ftp://localhost") == nil)
  }
}
