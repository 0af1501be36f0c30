//  ServerSentEvent.swift

/// One event of a `text/event-stream`, as the Server-Sent Events spec dispatches it.
public struct ServerSentEvent : Hashable, Sendable {
  /// The `event:` field, `message` when the event named none.
  public var name: String
  /// The last `id:` field seen on the stream so far (it carries over to later events, as the spec says).
  public var id: String?
  /// The `data:` lines joined with newlines.
  public var data: String

  public init(name: String = "message", id: String? = nil, data: String) {
    self.name = name
    self.id = id
    self.data = data
  }
}
