//  QuakesStatus.swift

/// Where an asynchronous operation (loading the cache, fetching a feed) stands.
public enum QuakesStatus : Hashable, Codable, Sendable {
  case waiting
  case success
  case failure(String)
}

extension QuakesStatus {
  public var failureMessage: String? {
    if case .failure(let message) = self { return message }
    return nil
  }
}
