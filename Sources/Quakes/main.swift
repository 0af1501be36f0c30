//  main.swift

import AppShell
import AppSupport
import Foundation
import ImmutableData
import Localization
import Logging
import QuakesData
import QuakesFeed
import QuakesPersistence
import QuakesUI

let options = QuakesOptions.parseOrExit()
AppLogging.bootstrap(verbose: options.common.verbose)
Localization.start()
let logger = Logger(label: "quakes")

if let path = options.replay.replay {
  // The log's last state, in an instance of its own with no cache and no feed: nothing is read, written
  // or fetched.
  let status = MainActor.assumeIsolated {
    let store: Store<QuakesState, QuakesAction>
    do {
      store = try QuakesApp.makeStore(replaying: path)
    } catch {
      QuakesOptions.exit(withError: LaunchError(message: AppNotices.userMessage(for: error)))
    }
    let app = QuakesApp.make(store: store)
    app.readLaunch = { arguments in LaunchRequest(opensInspector: try QuakesOptions.parseLaunch(arguments).common.inspector) }
    return app.runReplay(of: path, arguments: Array(CommandLine.arguments.dropFirst()))
  }
  exit(status)
}

let cacheDirectory: URL
if let directory = options.cacheDirectory {
  cacheDirectory = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
} else {
  cacheDirectory = AppPlaces.cacheDirectory(appID: QuakesApp.id)
  // Earlier versions kept the cache with the data; it belongs with the caches.
  let oldDirectory = AppPlaces.dataDirectory(appID: QuakesApp.id)
  do {
    if try QuakesCacheLocation.moveLegacyCache(from: oldDirectory, to: cacheDirectory) {
      logger.notice("moved the cache from \(oldDirectory.path) to \(cacheDirectory.path)")
    }
  } catch {
    logger.warning("could not move the cache from \(oldDirectory.path) to \(cacheDirectory.path): \(error)")
  }
}
let cache = QuakesSQLiteCache(directory: cacheDirectory)
let feed: any QuakesFeedClient = {
  let client = QuakesHTTPFeedClient(location: options.feed ?? QuakesFeedLocation())
  // Offline, the real feed falls back to the bundled sample; a feed given on the command line does not.
  guard options.feed == nil, let sample = Bundle.module.url(forResource: "sample-1.0_week", withExtension: "geojson", subdirectory: "Resources") else {
    return client
  }
  return QuakesSampleFallbackClient(primary: client, sampleURL: sample)
}()
// The plain id for the default cache and feed; any other pair runs in an instance of its own.
let dataSource = options.cacheDirectory == nil && options.feed == nil ? nil : "cache=\(cacheDirectory.path) feed=\((options.feed ?? QuakesFeedLocation()).baseURL.absoluteString)"
let applicationID = InstanceID.applicationID(baseID: QuakesApp.id, dataSource: dataSource)
logger.info("cache: \(cacheDirectory.path), feed: \((options.feed ?? QuakesFeedLocation()).baseURL.absoluteString), application id: \(applicationID)")

let status = MainActor.assumeIsolated {
  let store = QuakesApp.makeStore()
  // A first launch (empty cache) fetches the past day, so the window is never empty for long.
  let listener = QuakesListener(feed: feed, cache: cache, firstLaunchRange: .day)
  listener.listen(to: store)
  let app = QuakesApp.make(store: store)
  app.readLaunch = { arguments in
    let launch = try QuakesOptions.parseLaunch(arguments)
    logger.info("opening a window on the cache in \(cacheDirectory.path)\(launch.common.inspector ? " with the inspector" : "")")
    return LaunchRequest(opensInspector: launch.common.inspector)
  }
  return app.run(arguments: Array(CommandLine.arguments.dropFirst()), applicationID: applicationID)
}
exit(status)
