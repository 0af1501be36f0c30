//  main.swift

import AppShell
import AppSupport
import Foundation
import GalleryUI
import Localization

let options = GalleryOptions.parseOrExit()
AppLogging.bootstrap(verbose: options.common.verbose)
Localization.start()

let status = MainActor.assumeIsolated {
  let app = GalleryApp.make(store: GalleryApp.makeStore())
  app.readLaunch = { arguments in
    LaunchRequest(opensInspector: try GalleryOptions.parseLaunch(arguments).common.inspector)
  }
  return app.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(status)
