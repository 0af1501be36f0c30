//  GuardedHTTP1Channel.swift

import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with the server's header, body and idle timeouts around it
/// (see `ConnectionDeadlines`): a raw-bytes handler in front of the HTTP decoder and a parts handler after it.
struct GuardedHTTP1Channel : ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let responder: HTTPChannelHandler.Responder
  let limits: ServerLimits
  let logger: Logger

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    // Called on the channel's event loop, where the deadlines live.
    let deadlines = NIOLoopBound(ConnectionDeadlines(limits: self.limits, logger: self.logger), eventLoop: channel.eventLoop)
    do {
      try channel.pipeline.syncOperations.addHandler(RawBytesDeadlineHandler(deadlines.value), position: .first)
    } catch {
      return channel.eventLoop.makeFailedFuture(error)
    }
    let configuration = HTTP1Channel.Configuration(additionalChannelHandlers: [RequestPartsDeadlineHandler(deadlines.value)])
    return HTTP1Channel(responder: self.responder, configuration: configuration).setup(channel: channel, logger: logger)
  }

  func handle(value: Value, logger: Logger) async {
    await HTTP1Channel(responder: self.responder).handle(value: value, logger: logger)
  }
}
