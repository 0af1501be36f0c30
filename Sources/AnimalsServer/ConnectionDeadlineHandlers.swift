//  ConnectionDeadlineHandlers.swift

import NIOCore
import NIOHTTPTypes

/// First in the pipeline: sees the raw bytes, so a request's header timeout starts with its first byte.
final class RawBytesDeadlineHandler : ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let deadlines: ConnectionDeadlines

  init(_ deadlines: ConnectionDeadlines) {
    self.deadlines = deadlines
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { self.deadlines.start(context.channel) }
  }

  func channelActive(context: ChannelHandlerContext) {
    self.deadlines.start(context.channel)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    self.deadlines.stop()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    self.deadlines.bytesArrived()
    context.fireChannelRead(data)
  }
}

/// After the HTTP decoder: sees where a request's header and body end, and where its response ends.
final class RequestPartsDeadlineHandler : ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let deadlines: ConnectionDeadlines

  init(_ deadlines: ConnectionDeadlines) {
    self.deadlines = deadlines
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch self.unwrapInboundIn(data) {
    case .head: self.deadlines.headerReceived()
    case .body: break
    case .end: self.deadlines.requestEnded()
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = self.unwrapOutboundIn(data) { self.deadlines.responseEnded() }
    context.write(data, promise: promise)
  }
}
