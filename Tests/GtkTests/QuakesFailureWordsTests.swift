//  QuakesFailureWordsTests.swift

import Foundation
import QuakesData
import QuakesFeed
@testable import QuakesUI
import Testing

extension GtkSuite {
/// Feed and cache failures in words for people, in English and in German; no URL or resolver text.
@MainActor @Suite struct QuakesFailureWordsTests {
  let directory = QuakesGtkFixture.temporaryDirectory()

  static let sentences: [(QuakesFailure, String)] = [
    (.offline, "Can't reach the earthquake service. Check your internet connection."),
    (.timedOut, "The earthquake service is not answering. Try again later."),
    (.serverError(status: 503), "The earthquake service has a problem (error 503). Try again later."),
    (.tooLarge(limit: 64 * 1_048_576), "The earthquake feed is larger than 64 MB, so it was not loaded."),
    (.notAFeed, "The answer was not a USGS earthquake feed."),
    (.feedFileUnreadable, "The earthquake feed file can't be read."),
    (.cacheUnreadable, "The saved earthquakes can't be read. They were left as they are."),
    (.cacheNotSaved, "Changes to the saved earthquakes could not be stored."),
    (.cacheDiskFull, "The disk is full, so the newest earthquakes are not saved yet. They will be once space is freed."),
    (.unknown, "Something went wrong. The details are in the log."),
  ]

  @Test func eachFailureHasItsSentenceInEnglishAndInGerman() throws {
    for (failure, sentence) in Self.sentences {
      #expect(QuakesFailureText.sentence(failure) == sentence)
    }
    let german = try GermanCatalog()
    defer { german.end() }
    #expect(QuakesFailureText.sentence(.offline) == "Der Erdbebendienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung.")
    for (failure, sentence) in Self.sentences {
      #expect(QuakesFailureText.sentence(failure) != sentence, "\(failure) is not translated")
    }
  }

  /// Rows the cache load dropped are counted in words, with plurals, in English and in German; why each was
  /// dropped goes to the log.
  @Test func droppedCacheRowsAreCountedInWords() throws {
    func text(_ skips: QuakeSkips) -> String? {
      QuakesStatusSnapshot(state: QuakesState(cacheDroppedRows: skips)).messages(hasQuakes: true).first?.text
    }
    #expect(text(QuakeSkips([.magnitude: 1])) == "1 saved earthquake had impossible values and was left out.")
    #expect(text(QuakeSkips([.magnitude: 1, .time: 2])) == "3 saved earthquakes had impossible values and were left out.")
    let german = try GermanCatalog()
    defer { german.end() }
    #expect(text(QuakeSkips([.magnitude: 1])) == "1 gespeichertes Erdbeben hatte unmögliche Werte und wurde ausgelassen.")
    #expect(text(QuakeSkips([.depth: 3])) == "3 gespeicherte Erdbeben hatten unmögliche Werte und wurden ausgelassen.")
  }

  /// Offline, the window shows the bundled sample and says why in plain words, with Retry.
  @Test func offlineTheBannerSaysSoInPlainWords() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    // Nothing listens on port 1: the connection is refused, as when offline.
    let client = QuakesSampleFallbackClient(
      primary: QuakesHTTPFeedClient(location: QuakesFeedLocation(baseURL: URL(string: "http://127.0.0.1:1/")!)),
      sampleURL: QuakesGtkFixture.fixtures.appendingPathComponent("1.0_day.geojson")
    )
    let fixture = QuakesGtkFixture(dataDirectory: self.directory, feedClient: client)
    let window = fixture.app.openWindow()
    defer { window.close(); fixture.listener.stop() }
    #expect(await fixture.eventually { fixture.store.state.cacheStatus == .success })
    #expect(window.activateAction("refresh"))
    #expect(await fixture.eventually { fixture.label("banner-0", in: window) != nil })
    #expect(fixture.label("banner-0", in: window) == "Can't reach the earthquake service. Check your internet connection. Showing the sample earthquakes that come with the app.")
    #expect(window.root?.find(name: "banner-retry-0") != nil)
  }
}
}
