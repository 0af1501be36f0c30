//  CommonAppOptionsTests.swift

import AppSupport
import ArgumentParser
import Testing

@Suite struct CommonAppOptionsTests {
  @Test func bothSpellingsOfAFlagParse() throws {
    let options = try CommonAppOptions.parse(["--inspector", "-v"])
    #expect(options.inspector)
    #expect(options.verbose)
    #expect(try !CommonAppOptions.parse([]).inspector)
  }

  @Test func anUnknownOptionIsRefusedInWords() {
    #expect(throws: (any Error).self) { try CommonAppOptions.parse(["--bogus"]) }
    do {
      _ = try CommonAppOptions.parse(["--bogus"])
    } catch {
      #expect(CommonAppOptions.message(for: error).contains("Unknown option '--bogus'"))
      #expect(CommonAppOptions.exitCode(for: error).rawValue == 64)
    }
  }
}
