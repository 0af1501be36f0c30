//  AnimalsServerOptionTests.swift

import Foundation
import Testing

/// The real animals binary refuses bad `--server` values before anything starts (status 64, a message).
@Suite struct AnimalsServerOptionTests {
  @Test(arguments: [
    (["--server", "ftp://zoo"], #"not "ftp://zoo""#),
    (["--server", "http://127.0.0.1:8080,zoo"], #"not "zoo""#),
    (["--server", "http://127.0.0.1:8080,"], #"not """#),
    (["--server", "http://127.0.0.1:8080", "--server", "http://127.0.0.1:8080"], "--server http://127.0.0.1:8080 is given twice."),
    (["--server", "http://127.0.0.1:8080", "--data-dir", "/tmp/zoo"], "Use --data-dir or --server, not both"),
  ])
  func aBadServerListIsRefused(arguments: [String], message: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animals-options-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let launch = try AppProcess("animals", arguments, logDirectory: directory)
    defer { launch.stop() }
    #expect(launch.exitStatus() == 64)
    #expect(launch.log.contains(message), "\(launch.log)")
  }
}
