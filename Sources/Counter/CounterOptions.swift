//  CounterOptions.swift

import AppSupport
import ArgumentParser

/// The command line of counter.
struct CounterOptions : ParsableCommand, AppOptionsProviding {
  static let configuration = CommandConfiguration(
    commandName: "counter",
    abstract: "A counter to increment and decrement: the smallest ImmutableData app.",
    discussion: "A second launch opens a new window of the running app, on the same count.",
    version: AppVersion.current
  )

  @OptionGroup var common: CommonAppOptions
  @OptionGroup var replay: ReplayOptions
}
