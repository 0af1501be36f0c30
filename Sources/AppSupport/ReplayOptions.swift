//  ReplayOptions.swift

import ArgumentParser

/// `--replay FILE`: an app whose inspector exports action logs opens at the last state of one, in an
/// instance of its own that saves and sends nothing. Include it with `@OptionGroup`.
public struct ReplayOptions : ParsableArguments, Sendable {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Open at the last state of an action log exported from the inspector (in an instance of its own, which saves nothing).",
      valueName: "file"
    )
  )
  public var replay: String?

  public init() {}
}
