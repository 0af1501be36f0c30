//  main.swift

import Foundation
import QuakesData
import QuakesFeed
import QuakesPersistence
import QuakesUI

let options: QuakesOptions
do {
  options = try QuakesOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch QuakesOptions.ParseError.helpRequested {
  print(QuakesOptions.usage)
  exit(0)
} catch {
  FileHandle.standardError.write(Data("quakes: \(error)\n\n\(QuakesOptions.usage)\n".utf8))
  exit(64)
}

let cache = QuakesSQLiteCache(directory: options.dataDirectory ?? QuakesCacheLocation.defaultDirectory())
let feed: any QuakesFeedClient = {
  let client = QuakesHTTPFeedClient(location: options.feedLocation ?? QuakesFeedLocation())
  // Offline, the real feed falls back to the bundled sample; a feed given on the command line does not.
  guard options.feedLocation == nil, let sample = Bundle.module.url(forResource: "sample-1.0_week", withExtension: "geojson", subdirectory: "Resources") else {
    return client
  }
  return QuakesSampleFallbackClient(primary: client, sampleURL: sample)
}()

let status = MainActor.assumeIsolated {
  let store = QuakesApp.makeStore()
  // A first launch (empty cache) fetches the past day, so the window is never empty for long.
  let listener = QuakesListener(feed: feed, cache: cache, firstLaunchRange: .day)
  listener.listen(to: store)
  return QuakesApp.make(store: store).run()
}
exit(status)
