//  AnimalsErrorCode.swift

/// The machine-readable `code` of an animals-server error body (`{"error":"…","code":"…"}`): what a client
/// maps to an `AnimalsFailure`, so the window says it in the user's language. The `error` message stays
/// English, for curl users and logs. New codes may come from newer servers: a client that does not know
/// one shows `AnimalsFailure.serverRefused` and logs the message.
public enum AnimalsErrorCode : String, CaseIterable, Hashable, Sendable, Codable {
  // 400
  case invalidJSON = "invalid-json"
  case invalidRequest = "invalid-request"
  case invalidRequestId = "invalid-request-id"
  case invalidSince = "invalid-since"
  // 401, 403, 404, 421 and other statuses of the HTTP layer
  case tokenRequired = "token-required"
  case originForbidden = "origin-forbidden"
  case noSuchRoute = "no-such-route"
  case wrongHost = "wrong-host"
  case httpError = "http-error"
  // 404, 409
  case animalNotFound = "animal-not-found"
  case staleVersion = "stale-version"
  case animalExists = "animal-exists"
  // 413, 415
  case bodyTooLarge = "body-too-large"
  case replyTooLarge = "reply-too-large"
  case tooManyElements = "too-many-elements"
  case unsupportedMediaType = "unsupported-media-type"
  // 422
  case emptyName = "empty-name"
  case nameTooLong = "name-too-long"
  case nameControlCharacter = "name-control-character"
  case unknownCategory = "unknown-category"
  case invalidVersion = "invalid-version"
  case unreadableData = "unreadable-data"
  case requestIdReused = "request-id-reused"
  // 500, 503, 507
  case internalFailure = "internal-failure"
  case storageUnavailable = "storage-unavailable"
  case tooManyLiveStreams = "too-many-live-streams"
  case storageFull = "storage-full"

  /// What the user is told when the server answers with this code.
  public var failure: AnimalsFailure {
    switch self {
    case .invalidJSON, .invalidRequest, .invalidRequestId, .invalidSince, .originForbidden, .noSuchRoute, .httpError, .unsupportedMediaType:
      .serverRejectedRequest
    case .tokenRequired: .serverNeedsToken
    case .wrongHost: .serverWrongAddress
    case .animalNotFound: .animalNotFound
    case .staleVersion: .staleVersion
    case .animalExists: .animalExists
    case .bodyTooLarge, .replyTooLarge, .tooManyElements: .tooLarge
    case .emptyName: .invalidName(.empty)
    case .nameTooLong: .invalidName(.tooLong(maxLength: AnimalName.maxLength))
    case .nameControlCharacter: .invalidName(.controlCharacter)
    case .unknownCategory: .unknownCategory
    case .invalidVersion: .invalidVersion
    case .unreadableData: .storageUnreadable
    case .requestIdReused: .requestReused
    case .internalFailure: .serverFailed
    case .storageUnavailable: .serverStorageUnavailable
    case .tooManyLiveStreams: .serverBusy
    case .storageFull: .serverDiskFull
    }
  }

  /// The failure of an error body's `code` (nil: a server from before codes); `.serverRefused` for a
  /// code this app does not know.
  public static func failure(code: String?) -> AnimalsFailure {
    code.flatMap(Self.init(rawValue:))?.failure ?? .serverRefused
  }
}
