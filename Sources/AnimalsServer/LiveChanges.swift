//  LiveChanges.swift

import AnimalsData
import AnimalsPersistence
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `GET /animals/changes?since=N`: every committed change after N as server-sent events, then each new
/// one as it is committed (by this server or by any other program or server instance on the same database).
///
/// Events: `hello` (`{"latest":N}`) first; `change` (`id:` the sequence number, data a `SequencedChange`)
/// in sequence order with no gap and no duplicate; `reload` (`{"latest":N}`) when N is older than the kept
/// backlog (or from another database): fetch everything again and follow from `latest`. A comment line
/// every `liveHeartbeat` keeps proxies from closing a quiet stream. Without `since`, the stream starts
/// at the newest change.
struct LiveChanges : Sendable {
  let store: any AnimalsServerStore
  let limits: ServerLimits
  let streams: LiveStreamCount

  func response(to request: Request, logger: Logger) async -> Response {
    let since: Int64?
    switch request.uri.queryParameters["since"].map({ Int64(String($0)) }) {
    case nil: since = nil
    case let value?? where value >= 0: since = value
    default:
      return AnimalsServer.response(AnimalsAPI.reply(APIError(status: 400, code: .invalidSince, message: "\"since\" must be a whole number from 0 (the last change number seen).")))
    }
    guard let slot = self.streams.enter() else {
      logger.warning("Refused a live stream: \(self.streams.maximum) are open.")
      return AnimalsServer.response(AnimalsAPI.reply(APIError(
        status: 503, code: .tooManyLiveStreams, message: "Too many live streams are open (at most \(self.streams.maximum)); try again later."
      )))
    }
    let (store, limits) = (self.store, self.limits)
    // The database is read before the answer: one that cannot be read is said (503 storage-unavailable)
    // rather than a stream that says hello and ends, which showed "Live" while PostgreSQL was down.
    // Without `since`, the latest change number is that read; the stream's loop reads what follows it.
    let start: (cursor: Int64, first: ChangesSince?)
    do {
      if let since {
        start = (since, try await store.changes(since: since, limit: 100))
      } else {
        start = (try await store.latestSequence(), nil)
      }
    } catch {
      logger.warning("Refused a live stream: \(error)")
      return AnimalsServer.response(AnimalsAPI.reply(Self.refusal(for: error)))
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
      body: ResponseBody { writer in
        do {
          try await Self.stream(from: start.cursor, first: start.first, store: store, limits: limits, into: &writer)
        } catch {
          logger.debug("A live stream ended: \(error)")
          // Ended, not left open: a stream whose database read failed (PostgreSQL restarting, say) went
          // silent, and its client waited out its 45-second silence limit before reconnecting. Now it
          // reconnects at once and resumes after the last change it applied.
          try? await writer.finish(nil)
        }
        // The slot is let go with this closure, also when it never runs (the connection closed first).
        withExtendedLifetime(slot) {}
      }
    )
  }

  private static func stream(
    from start: Int64, first: ChangesSince?, store: any AnimalsServerStore, limits: ServerLimits, into writer: inout any ResponseBodyWriter
  ) async throws {
    var cursor = start
    var first = first
    try await writer.write(Self.event("hello", data: #"{"latest":\#(cursor)}"#))
    var lastWrite = ContinuousClock.now
    let encoder = JSONEncoder()
    // A graceful shutdown ends the stream, so the server does not wait for its clients to leave.
    while !Task.isShuttingDownGracefully, !Task.isCancelled {
      let read: ChangesSince
      if let batch = first {
        read = batch
        first = nil
      } else {
        read = try await store.changes(since: cursor, limit: 100)
      }
      switch read {
      case .changes(let changes, _):
        for change in changes {
          let data = String(decoding: try encoder.encode(change), as: UTF8.self)
          try await writer.write(Self.event("change", id: change.sequence, data: data))
          cursor = change.sequence
        }
        if !changes.isEmpty {
          lastWrite = .now
          continue
        }
      case .reload(let latest):
        try await writer.write(Self.event("reload", data: #"{"latest":\#(latest)}"#))
        cursor = latest
        lastWrite = .now
      }
      if ContinuousClock.now - lastWrite >= limits.liveHeartbeat {
        try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
        lastWrite = .now
      }
      try await store.waitForChanges(after: cursor, pollInterval: limits.livePollInterval)
    }
    try await writer.finish(nil)
  }

  /// 503 `storage-unavailable` for a database that cannot be opened or reached; 500 for anything else.
  private static func refusal(for error: any Error) -> APIError {
    switch error as? LocalStoreError {
    case .cannotOpen?, .cannotCreateDirectory?: APIError(status: 503, code: .storageUnavailable, message: String(describing: error))
    default: .internalFailure
    }
  }

  private static func event(_ name: String, id: Int64? = nil, data: String) -> ByteBuffer {
    ByteBuffer(string: (id.map { "id: \($0)\n" } ?? "") + "event: \(name)\ndata: \(data)\n\n")
  }
}
