//  LiveBackoff.swift

/// How long to wait before reconnecting: doubling from `initial` up to `maximum` seconds, each delay
/// spread by ± `jitter` (a fraction) so many clients of a restarted server do not come back at once.
public struct LiveBackoff : Hashable, Sendable {
  public var initial: Double
  public var maximum: Double
  public var jitter: Double

  public init(initial: Double = 1, maximum: Double = 30, jitter: Double = 0.2) {
    self.initial = initial
    self.maximum = maximum
    self.jitter = jitter
  }

  /// The delay after `failures` attempts in a row failed (1 for the first); `random` is in 0...1.
  public func delay(afterFailures failures: Int, random: Double) -> Double {
    let exponent = Double(min(max(failures, 1) - 1, 30))
    let base = min(self.maximum, self.initial * Double.pow2(exponent))
    let spread = base * self.jitter * (2 * min(max(random, 0), 1) - 1)
    return min(self.maximum, max(0, base + spread))
  }
}

extension Double {
  fileprivate static func pow2(_ exponent: Double) -> Double {
    Double(sign: .plus, exponent: Int(exponent), significand: 1)
  }
}
