//  QuakeSkips.swift

/// How many features (or cached rows) were left out, and why.
public struct QuakeSkips : Hashable, Codable, Sendable {
  public private(set) var counts: [QuakeProblem : Int]

  public init(_ counts: [QuakeProblem : Int] = [:]) {
    self.counts = counts.filter { $0.value > 0 }
  }

  public mutating func add(_ problem: QuakeProblem, count: Int = 1) {
    guard count > 0 else { return }
    self.counts[problem, default: 0] += count
  }

  public var total: Int {
    self.counts.values.reduce(0, +)
  }

  public var isEmpty: Bool {
    self.counts.isEmpty
  }

  /// "2 with a magnitude outside −2 to 10, 1 with missing or unreadable fields", in a fixed order.
  public var reasons: String {
    QuakeProblem.allCases.compactMap { problem in
      self.counts[problem].map { "\($0) with \(problem.description)" }
    }
    .joined(separator: ", ")
  }
}
