//  main.swift

import AnimalsClient
import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import AppSupport
import Foundation
import ImmutableData
import Localization
import Logging

let options = AnimalsOptions.parseOrExit()
AppLogging.bootstrap(verbose: options.common.verbose)
Localization.start()
let logger = Logger(label: "animals")

if let path = options.replay.replay {
  // The log's last state, in an instance of its own with no data source: nothing reaches the database
  // or the server, and nothing is fetched at launch.
  let status = MainActor.assumeIsolated {
    let store: Store<AnimalsState, AnimalsAction>
    do {
      store = try AnimalsApp.makeStore(replaying: path)
    } catch {
      AnimalsOptions.exit(withError: LaunchError(message: AppNotices.userMessage(for: error)))
    }
    let app = AnimalsApp.make(store: store)
    app.readLaunch = { arguments in LaunchRequest(opensInspector: try AnimalsOptions.parseLaunch(arguments).common.inspector) }
    return app.runReplay(of: path, arguments: Array(CommandLine.arguments.dropFirst()))
  }
  exit(status)
}

let source = AnimalsDataSource(options: options)
let token: String?
do {
  token = try options.resolvedToken()
} catch {
  AnimalsOptions.exit(withError: error)
}
let session: any PersistentSession = switch source {
case .server(let urls): RemoteStore(serverURLs: urls, token: token)
case .local(let directory): LocalStore(directory: directory)
}
logger.info("data source: \(source), application id: \(source.applicationID)")

let status = MainActor.assumeIsolated {
  let store = AnimalsApp.makeStore()
  let isRemote = if case .server = source { true } else { false }
  let app = AnimalsApp.make(store: store, isRemote: isRemote)
  let listener = AnimalsApp.makeListener(session: session, app: app)
  listener.listen(to: store)
  // Only a server has other clients whose changes must show here.
  var liveListener: AnimalsLiveListener?
  if case .server(let urls) = source {
    liveListener = AnimalsApp.makeLiveListener(source: RemoteLiveChanges(serverURLs: urls, token: token), app: app)
    liveListener?.start(on: store)
  }
  // This launch's command line and those of later launches on the same data source.
  app.readLaunch = { arguments in
    let launch = try AnimalsOptions.parseLaunch(arguments)
    logger.info("opening a window on \(source)\(launch.common.inspector ? " with the inspector" : "")")
    return LaunchRequest(opensInspector: launch.common.inspector)
  }
  let status = app.run(arguments: Array(CommandLine.arguments.dropFirst()), applicationID: source.applicationID)
  listener.stop()
  liveListener?.stop()
  return status
}
exit(status)
