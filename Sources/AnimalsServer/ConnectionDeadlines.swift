//  ConnectionDeadlines.swift

import Logging
import NIOCore

/// The timeouts of one connection, on its event loop: it is always in one phase, and each phase has one
/// deadline. Waiting for a request: the idle timeout. From the first byte of a request to the end of its
/// header: the header timeout (bytes trickled one at a time do not extend it). From there to the end of the
/// body: the body timeout. While the server answers: none. A missed deadline closes the connection.
final class ConnectionDeadlines {
  enum Phase {
    case idle, header, body, responding
  }

  private let limits: ServerLimits
  private let logger: Logger
  private var phase = Phase.idle
  private var timer: Scheduled<Void>?
  private var channel: (any Channel)?

  init(limits: ServerLimits, logger: Logger) {
    self.limits = limits
    self.logger = logger
  }

  func start(_ channel: any Channel) {
    guard self.channel == nil else { return }
    self.channel = channel
    self.enter(.idle)
  }

  func stop() {
    self.timer?.cancel()
    self.timer = nil
    self.channel = nil
  }

  func bytesArrived() {
    if self.phase == .idle { self.enter(.header) }
  }

  func headerReceived() {
    self.enter(.body)
  }

  func requestEnded() {
    self.enter(.responding)
  }

  func responseEnded() {
    if self.phase == .responding { self.enter(.idle) }
  }

  private func enter(_ phase: Phase) {
    self.phase = phase
    self.timer?.cancel()
    self.timer = nil
    guard let channel, let timeout = self.timeout(of: phase) else { return }
    self.timer = channel.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [weak self] in
      self?.expire(phase, timeout: timeout)
    }
  }

  private func timeout(of phase: Phase) -> TimeAmount? {
    switch phase {
    case .idle: self.limits.idleTimeout
    case .header: self.limits.headerTimeout
    case .body: self.limits.bodyTimeout
    case .responding: nil
    }
  }

  private func expire(_ phase: Phase, timeout: TimeAmount) {
    guard let channel, self.phase == phase else { return }
    let seconds = Double(timeout.nanoseconds) / 1e9
    let peer = channel.remoteAddress.map { "\($0)" } ?? "a client"
    switch phase {
    case .idle: self.logger.debug("Closing the connection of \(peer): idle for \(seconds) s.")
    case .header: self.logger.notice("Closing the connection of \(peer): no complete request header within \(seconds) s.")
    case .body: self.logger.notice("Closing the connection of \(peer): no complete request body within \(seconds) s.")
    case .responding: break
    }
    self.stop()
    channel.close(promise: nil)
  }
}
