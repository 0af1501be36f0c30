//  InstanceIDTests.swift

import AppSupport
import Testing

@Suite struct InstanceIDTests {
  @Test func theDefaultSourceKeepsThePlainID() {
    #expect(InstanceID.applicationID(baseID: "org.example.App", dataSource: nil) == "org.example.App")
  }

  @Test func eachSourceGetsItsOwnStableValidID() {
    let a = InstanceID.applicationID(baseID: "org.example.App", dataSource: "/tmp/a")
    let b = InstanceID.applicationID(baseID: "org.example.App", dataSource: "/tmp/b")
    #expect(a != b)
    // The same in every process: FNV-1a of "/tmp/a", not Swift's per-process seeded hash.
    #expect(a == "org.example.App.Source6cc13bddf2746ce7")
    // GApplication ids: elements of [A-Za-z0-9_-] not starting with a digit, at most 255 characters.
    for id in [a, b] {
      #expect(id.count <= 255)
      for element in id.split(separator: ".") {
        #expect(element.first.map { !$0.isNumber } == true)
        #expect(element.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
      }
    }
  }
}
