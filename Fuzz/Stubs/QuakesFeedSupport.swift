//  QuakesFeedSupport.swift (fuzz stub)
//  The decoder's logger (swift-log) and the two feed errors it throws; the real ones live in packages
//  and modules the fuzz build does not compile.

struct Logger {
  init(label: String) {}
  func warning(_ message: @autoclosure () -> String) {}
}

enum QuakesFeedError : Error, Equatable {
  case malformedJSON(url: String, reason: String)
  case notAFeatureCollection(url: String)
}
