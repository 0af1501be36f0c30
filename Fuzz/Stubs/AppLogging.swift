//  AppLogging.swift (fuzz stub)
//  What the options' launch parsing calls to turn on verbose logging; the real one bootstraps swift-log.

enum AppLogging {
  static func setVerbose(_ isVerbose: Bool) {}
}
