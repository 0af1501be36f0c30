//  QuakesLoadProgress.swift

/// How far a cache load has read: the window shows it while a large cache loads.
///
/// ```swift
/// let progress = QuakesLoadProgress(read: 250_000, total: 1_000_000)
/// progress.fraction  // 0.25
/// ```
public struct QuakesLoadProgress : Hashable, Codable, Sendable {
  /// The rows read so far.
  public var read: Int
  /// The rows the cache holds.
  public var total: Int

  /// `read` rows of `total`.
  public init(read: Int, total: Int) {
    self.read = read
    self.total = total
  }

  /// Between 0 and 1.
  public var fraction: Double {
    self.total > 0 ? min(1, max(0, Double(self.read) / Double(self.total))) : 0
  }
}
