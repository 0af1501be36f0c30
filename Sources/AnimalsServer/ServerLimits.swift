//  ServerLimits.swift

import NIOCore

/// Every limit of the server, with the values it runs with unless told otherwise (tests use short timeouts).
public struct ServerLimits : Sendable, Hashable {
  /// Time from the first byte of a request to the end of its header.
  public var headerTimeout: TimeAmount
  /// Time from the end of a request's header to the end of its body.
  public var bodyTimeout: TimeAmount
  /// Time a connection may stay open between requests, or before its first one.
  public var idleTimeout: TimeAmount
  /// Connections served at once; more wait in the listen backlog until one closes.
  public var maxConnections: Int
  /// The largest request body accepted (the biggest valid request is far smaller).
  public var maxBodySize: Int
  /// The largest reply sent; a request that would need more is refused.
  public var maxReplySize: Int
  /// Live streams (`GET /animals/changes`) open at once, kept below `maxConnections` so API requests
  /// always find a connection.
  public var maxLiveStreams: Int
  /// How often a live stream looks for new changes (also those other processes committed).
  public var livePollInterval: Duration
  /// The longest a live stream stays silent: then it sends a comment line.
  public var liveHeartbeat: Duration

  public init(
    headerTimeout: TimeAmount = .seconds(10),
    bodyTimeout: TimeAmount = .seconds(30),
    idleTimeout: TimeAmount = .seconds(60),
    maxConnections: Int = 64,
    maxBodySize: Int = 1 << 20,
    maxReplySize: Int = 16 << 20,
    maxLiveStreams: Int = 32,
    livePollInterval: Duration = .milliseconds(200),
    liveHeartbeat: Duration = .seconds(15)
  ) {
    self.headerTimeout = headerTimeout
    self.bodyTimeout = bodyTimeout
    self.idleTimeout = idleTimeout
    self.maxConnections = maxConnections
    self.maxBodySize = maxBodySize
    self.maxReplySize = maxReplySize
    self.maxLiveStreams = maxLiveStreams
    self.livePollInterval = livePollInterval
    self.liveHeartbeat = liveHeartbeat
  }
}
