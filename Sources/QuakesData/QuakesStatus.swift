//  QuakesStatus.swift

/// Where an asynchronous operation (loading the cache, fetching a feed) stands.
public enum QuakesStatus : Hashable, Codable, Sendable {
  case waiting
  case success
  case failure(QuakesFailure)
}

extension QuakesStatus {
  public var failure: QuakesFailure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
