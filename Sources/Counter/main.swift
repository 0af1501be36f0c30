//  main.swift

import AppShell
import AppSupport
import CounterData
import CounterUI
import Foundation
import ImmutableData
import Localization

let options = CounterOptions.parseOrExit()
AppLogging.bootstrap(verbose: options.common.verbose)
Localization.start()

let status = MainActor.assumeIsolated {
  let store: Store<CounterState, CounterAction>
  do {
    store = try options.replay.replay.map(CounterApp.makeStore(replaying:)) ?? CounterApp.makeStore()
  } catch {
    CounterOptions.exit(withError: LaunchError(message: AppNotices.userMessage(for: error)))
  }
  let app = CounterApp.make(store: store)
  app.readLaunch = { arguments in
    LaunchRequest(opensInspector: try CounterOptions.parseLaunch(arguments).common.inspector)
  }
  if let path = options.replay.replay {
    return app.runReplay(of: path, arguments: Array(CommandLine.arguments.dropFirst()))
  }
  return app.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
