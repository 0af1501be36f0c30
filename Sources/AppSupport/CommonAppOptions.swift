//  CommonAppOptions.swift

import ArgumentParser

/// The options every GTK app takes, in each app's own options with `@OptionGroup`.
public struct CommonAppOptions : ParsableArguments, Sendable {
  @Flag(help: "Open the inspector (the action log and state of the store) along with the window.")
  public var inspector = false

  @Flag(name: .shortAndLong, help: "Log what the app does to standard error, not only warnings and errors.")
  public var verbose = false

  public init() {}
}
