//  DependenciesTests.swift

import AppDependencies
import Foundation
import ImmutableDataTesting
import Testing

/// The dependencies' test values behave as the live ones do, and the live files keep their promises.
struct DependenciesTests {
  @Test func aTestWorldHasAFixedTimeAndCountedIdentifiers() {
    let dependencies = Dependencies.test(now: Date(timeIntervalSince1970: 60))
    #expect(dependencies.now() == Date(timeIntervalSince1970: 60))
    #expect(dependencies.uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(dependencies.uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    #expect(Dependencies.test().uuid().uuidString == "00000000-0000-0000-0000-000000000001", "each test world counts from 1")
  }

  @Test func filesInMemoryAreReadBackAndCanFailAsAFullDisk() throws {
    let files = MemoryFileSystem()
    let url = URL(fileURLWithPath: "/data/todos.json")
    #expect(try files.read(url, maximumBytes: 10) == nil)
    try files.write(Data("[1,2]".utf8), to: url)
    #expect(try files.read(url, maximumBytes: 10) == Data("[1,2]".utf8))
    #expect(throws: FileSystemError.tooLarge(path: "/data/todos.json", bytes: 5, limit: 4)) { try files.read(url, maximumBytes: 4) }
    files.failsWrites = "No space left on device"
    #expect(throws: FileSystemError.unwritable(path: "/data/todos.json", reason: "No space left on device")) {
      try files.write(Data("[]".utf8), to: url)
    }
    #expect(files["/data/todos.json"] == Data("[1,2]".utf8), "a failed write leaves the file as it was")
    #expect(files.writes == 1)
  }

  @Test func theLocalDiskWritesWholeFilesAndRefusesOversizedOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dependencies-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = LocalFileSystem()
    let url = folder.appendingPathComponent("nested/file.json")
    #expect(try files.read(url, maximumBytes: 10) == nil)
    try files.write(Data("12345".utf8), to: url)
    #expect(try files.read(url, maximumBytes: 5) == Data("12345".utf8))
    #expect(throws: FileSystemError.tooLarge(path: url.path, bytes: 5, limit: 4)) { try files.read(url, maximumBytes: 4) }
    try files.remove(url)
    try files.remove(url)
    #expect(try files.read(url, maximumBytes: 10) == nil)
  }

  @Test func stubbedHTTPAnswersKeepsTheLimitsAndRemembersWhatWasAsked() async throws {
    let http = StubHTTPClient { url throws(HTTPClientError) in
      guard url.lastPathComponent != "down" else { throw HTTPClientError.unreachable(reason: "No route to host") }
      return HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
    }
    let response = try await http.get(URL(string: "https://example.org/feed")!, limits: HTTPLimits())
    #expect(response.status == 200)
    #expect(response.header("content-type") == "application/json")
    await #expect(throws: HTTPClientError.tooLarge(limit: 1)) {
      try await http.get(URL(string: "https://example.org/feed")!, limits: HTTPLimits(maxBodyBytes: 1))
    }
    await #expect(throws: HTTPClientError.unreachable(reason: "No route to host")) {
      try await http.get(URL(string: "https://example.org/down")!, limits: HTTPLimits())
    }
    #expect(http.requests.map { $0.lastPathComponent } == ["feed", "feed", "down"])
  }
}
