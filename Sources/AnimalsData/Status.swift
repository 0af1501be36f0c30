//  Status.swift

/// Where a request stands. A missing status (`nil`) means it was never asked for.
public enum Status : Hashable, Sendable, Codable {
  case waiting
  case success
  case failure(AnimalsFailure)
}

extension Status {
  public var isWaiting: Bool {
    self == .waiting
  }

  public var failure: AnimalsFailure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
