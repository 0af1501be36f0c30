//  LiveStreamSoakTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// Soak, bounded: the app's live client opens its change stream to a server, takes the first event and
/// goes, 1,000 times (10,000 with `IMMUTABLEDATA_SOAK=full`), with eight stream slots on the server: every
/// slot comes back (the reconnects go on), the process's open file descriptors come back to where they
/// were (client and server sockets alike), and resident memory stays flat over the second half (judged
/// when `IMMUTABLEDATA_SOAK` is set, in a process of its own; reported otherwise).
@Suite(.serialized) struct LiveStreamSoakTests {
  static let mode = ProcessInfo.processInfo.environment["IMMUTABLEDATA_SOAK"]
  static var reconnects: Int { Self.mode == "full" ? 10_000 : 1_000 }

  static func openFileDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
  }

  static func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The first event of a new stream; nil when the server refused it (all its slots still taken).
  static func firstEvent(of client: RemoteLiveChanges) async -> LiveEvent? {
    do {
      for try await event in client.changes(server: 0, since: 0) {
        return event
      }
    } catch {}
    return nil
  }

  @Test func aClientReconnectingAgainAndAgainLeavesNothingBehind() async throws {
    let directory = try TemporaryDirectory(prefix: "live-soak")
    var limits = ServerLimits()
    limits.maxLiveStreams = 8
    // A short heartbeat: a stream whose client left finds out at its next write and gives its slot back.
    limits.liveHeartbeat = .milliseconds(20)
    limits.livePollInterval = .milliseconds(10)
    let server = try await RunningServer.start(directory: directory.url, configuration: ServerConfiguration(port: 0, limits: limits))
    let client = RemoteLiveChanges(serverURLs: [server.baseURL], readTimeout: 5)
    _ = await Self.firstEvent(of: client)
    let descriptorsBefore = Self.openFileDescriptors()
    var resident: [Int] = []
    var refusals = 0
    let start = ContinuousClock.now
    for round in 0 ..< Self.reconnects {
      while await Self.firstEvent(of: client) == nil {
        refusals += 1
        guard refusals <= 20 * Self.reconnects else {
          Issue.record("the server refused \(refusals) streams by round \(round): its slots do not come back")
          await server.stop()
          return
        }
        // Back off as the app does, a little: the server frees a slot at its next heartbeat.
        try await Task.sleep(for: .milliseconds(5))
      }
      if (round + 1) % (Self.reconnects / 10) == 0 {
        resident.append(Self.residentBytes())
      }
    }
    let elapsed = ContinuousClock.now - start
    // The last sockets close once the server's next heartbeat finds their clients gone (polled, bounded).
    var descriptorsAfter = Self.openFileDescriptors()
    let deadline = ContinuousClock.now + .seconds(15)
    while descriptorsAfter > descriptorsBefore + 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      descriptorsAfter = Self.openFileDescriptors()
    }
    await server.stop()
    let growth = resident[resident.count - 1] - resident[resident.count / 2 - 1]
    print("live-stream soak: \(Self.reconnects) reconnects in \(elapsed) (\(refusals) refused while the slots were taken); open descriptors \(descriptorsBefore) before, \(descriptorsAfter) after; resident \(resident.map { $0 >> 20 }) MiB, \(growth >> 10) KiB over the second half")
    #expect(descriptorsAfter <= descriptorsBefore + 2, "sockets left open: \(descriptorsBefore) descriptors before, \(descriptorsAfter) after")
    if Self.mode != nil {
      #expect(growth < 8 << 20, "resident memory grew by \(growth >> 10) KiB over the second half")
    }
  }
}
