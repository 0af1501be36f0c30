//  Recorder.swift

/// Collects values on the main actor (closures that run on the main actor append to it).
@MainActor public final class Recorder<Value> {
  public private(set) var values: [Value] = []

  public init() {}

  public func append(_ value: Value) {
    self.values.append(value)
  }

  public var count: Int {
    self.values.count
  }
}
