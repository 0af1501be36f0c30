//  ProbeOptions.swift

import AppSupport
import ArgumentParser

/// The command line of gtk-loop-probe.
struct ProbeOptions : ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gtk-loop-probe",
    abstract: "Checks that the GLib main loop runs Swift's main-actor work, and prints the findings as one line of JSON.",
    version: AppVersion.current
  )

  @Option(help: ArgumentHelp("Give up (status 1) when the checks have not completed after <seconds>.", valueName: "seconds"))
  var deadline: Double = 10

  func validate() throws {
    guard self.deadline > 0, self.deadline <= 600 else {
      throw ValidationError("--deadline must be between 0 and 600 seconds, not \(self.deadline).")
    }
  }
}
