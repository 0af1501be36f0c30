//  TranslatedLaunchTests.swift

import Foundation
import Testing

/// Every app, run as a real process on a German desktop (LANG=de_DE.UTF-8, LANGUAGE=de, the German catalog
/// in IMMUTABLEDATA_LOCALEDIR as scripts/launch.sh sets it), titles its window in German and writes its
/// dates and numbers with German formats. Foundation alone would write them in "en_001" on Linux.
@Suite(.enabled(if: GtkTestSupport.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
struct TranslatedLaunchTests {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("translated-launch-\(UUID().uuidString)")

  @Test(arguments: [("counter", "Zähler"), ("animals", "Tiere"), ("quakes", "Erdbeben"), ("gallery", "Widget-Galerie")])
  func anAppOnAGermanDesktopIsInGerman(app: String, title: String) throws {
    try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: self.root) }
    let catalog = self.root.appendingPathComponent("locale")
    try GermanCatalog.compile(into: catalog)
    let environment = [
      "HOME": self.root.path, "XDG_DATA_HOME": self.root.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": self.root.appendingPathComponent("cache").path,
      "LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": "", "LC_TIME": "", "IMMUTABLEDATA_LOCALEDIR": catalog.path,
    ]
    // Quakes gets a feed folder of its own (empty): no network in tests.
    let arguments = app == "quakes" ? ["--verbose", "--feed-url", self.root.appendingPathComponent("feed").path] : ["--verbose"]
    let process = try AppProcess(app, arguments, environment: environment, logDirectory: self.root)
    defer { process.stop() }
    #expect(AppProcess.wait { process.windowTitles.contains(title) }, "no window titled \(title): \(process.windowTitles) \(process.log)")
    #expect(process.log.contains("formats: de_DE"), "\(process.log)")
  }
}
