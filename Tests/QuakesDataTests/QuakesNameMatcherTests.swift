//  QuakesNameMatcherTests.swift

import QuakesData
import Testing

@Suite struct QuakesNameMatcherTests {
  @Test(arguments: [
    ("", "anything", true),
    ("alaska", "Southern ALASKA", true),
    ("ALASKA", "southern alaska", true),
    ("km n", "10km NNE of Town", true),
    ("town", "Tow", false),
    ("québec", "Île de Montréal, QUÉBEC", true),
    ("montreal", "Île de Montréal", false),
    ("ca", "3km W of Cobb, CA", true),
    ("cobb,", "3km W of Cobb, CA", true),
    ("x", "", false),
  ])
  func matches(text: String, name: String, expected: Bool) {
    #expect(QuakesNameMatcher(text).matches(name) == expected)
  }
}
