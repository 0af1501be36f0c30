//  Status.swift

/// Where a request stands. A missing status (`nil`) means it was never asked for.
public enum Status : Hashable, Sendable, Codable {
  case waiting
  case success
  case failure(String)
}

extension Status {
  public var isWaiting: Bool {
    self == .waiting
  }

  public var failureMessage: String? {
    if case .failure(let message) = self { return message }
    return nil
  }
}
