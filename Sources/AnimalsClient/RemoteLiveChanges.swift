//  RemoteLiveChanges.swift

import AnimalsData
import Foundation

/// The live changes of one or more animals-servers: `GET /animals/changes?since=N` read as server-sent
/// events. Limits: an event over `maxEventBytes` (1 MiB) closes the stream, and so does silence longer
/// than `readTimeout` (45 s, three of the server's 15 s keep-alives): the listener then reconnects.
public struct RemoteLiveChanges : LiveChangesSource {
  public let serverURLs: [URL]
  public let readTimeout: TimeInterval
  public let maxEventBytes: Int
  private let token: String?

  /// `serverURLs` are base URLs (`http://127.0.0.1:8080`) or API endpoints, in order of preference.
  public init(serverURLs: [URL], token: String? = nil, readTimeout: TimeInterval = 45, maxEventBytes: Int = ServerSentEventParser.defaultMaxEventBytes) {
    precondition(!serverURLs.isEmpty, "live changes need a server")
    self.serverURLs = serverURLs
    self.token = token
    self.readTimeout = readTimeout
    self.maxEventBytes = maxEventBytes
  }

  public var servers: [String] {
    self.serverURLs.map(\.absoluteString)
  }

  public func changes(server index: Int, since: Int64?) -> AsyncThrowingStream<LiveEvent, any Error> {
    let url = Self.changesURL(for: self.serverURLs[index], since: since)
    let headers = [("Accept", "text/event-stream")] + (self.token.map { [("Authorization", "Bearer \($0)")] } ?? [])
    let request = AnimalsHTTP.request(url, headers: headers)
    return LiveStreamConnection.open(request, url: url, readTimeout: self.readTimeout, maxEventBytes: self.maxEventBytes)
  }

  /// The changes URL of a server's base URL (or of its API endpoint).
  public static func changesURL(for serverURL: URL, since: Int64?) -> URL {
    var components = URLComponents(url: serverURL, resolvingAgainstBaseURL: false) ?? URLComponents()
    var path = components.path
    if path.hasSuffix("/animals/api") { path.removeLast("/animals/api".count) }
    if path.hasSuffix("/") { path.removeLast() }
    components.path = path + "/animals/changes"
    components.queryItems = since.map { [URLQueryItem(name: "since", value: String($0))] }
    return components.url ?? serverURL
  }

  /// Turns one server-sent event into a live event; nil for events this app does not know (ignored).
  static func liveEvent(_ event: ServerSentEvent) throws -> LiveEvent? {
    struct Latest : Decodable { var latest: Int64 }
    do {
      switch event.name {
      case "hello":
        return .hello(latest: try JSONDecoder().decode(Latest.self, from: Data(event.data.utf8)).latest)
      case "reload":
        return .reload(latest: try JSONDecoder().decode(Latest.self, from: Data(event.data.utf8)).latest)
      case "change":
        return .change(try JSONDecoder().decode(SequencedChange.self, from: Data(event.data.utf8)))
      default:
        return nil
      }
    } catch {
      throw LiveChannelError.invalidEvent(name: event.name, reason: Self.reason(error))
    }
  }

  private static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .dataCorrupted?: "not JSON"
    case .keyNotFound(let key, _)?: "no \"\(key.stringValue)\""
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      "a wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
    default: String(describing: error)
    }
  }
}
