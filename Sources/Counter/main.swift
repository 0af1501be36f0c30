//  main.swift

import AppShell
import AppSupport
import CounterUI
import Foundation
import Localization

let options = CounterOptions.parseOrExit()
AppLogging.bootstrap(verbose: options.common.verbose)
Localization.start()

let status = MainActor.assumeIsolated {
  let app = CounterApp.make(store: CounterApp.makeStore())
  app.readLaunch = { arguments in
    LaunchRequest(opensInspector: try CounterOptions.parseLaunch(arguments).common.inspector)
  }
  return app.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
