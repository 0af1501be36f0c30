//  ServerSentEventParser.swift

/// Reads a `text/event-stream` as it arrives, in chunks cut anywhere (even between the CR and LF of
/// one line end), following the Server-Sent Events spec: lines end with CRLF, LF or CR; a blank line
/// dispatches the event; `data`, `event` and `id` fields count, `retry` and unknown fields are ignored,
/// and so are comment lines (`:` first); a leading byte-order mark is skipped; bytes that are not UTF-8
/// become U+FFFD. An event (its lines, line ends included) over `maxEventBytes` is refused: the stream is
/// not to be trusted further, so the caller closes it.
public struct ServerSentEventParser : Sendable {
  /// 1 MiB: far above any change the server sends (one animal), far below what would hurt.
  public static let defaultMaxEventBytes = 1 << 20

  public let maxEventBytes: Int
  private var line: [UInt8] = []
  private var eventBytes = 0
  private var afterCR = false
  private var isFirstLine = true
  private var data: [String] = []
  private var hasData = false
  private var name: String?
  private var lastId: String?

  public init(maxEventBytes: Int = Self.defaultMaxEventBytes) {
    self.maxEventBytes = maxEventBytes
  }

  /// The events completed by `bytes`; throws `LiveChannelError.eventTooLarge` once an event passes the limit.
  public mutating func feed(_ bytes: some Sequence<UInt8>) throws -> [ServerSentEvent] {
    var events: [ServerSentEvent] = []
    for byte in bytes {
      if self.afterCR {
        self.afterCR = false
        if byte == 0x0A { continue }
      }
      self.eventBytes += 1
      guard self.eventBytes <= self.maxEventBytes else { throw LiveChannelError.eventTooLarge(limit: self.maxEventBytes) }
      switch byte {
      case 0x0D:
        self.afterCR = true
        if let event = self.endLine() { events.append(event) }
      case 0x0A:
        if let event = self.endLine() { events.append(event) }
      default:
        self.line.append(byte)
      }
    }
    return events
  }

  private mutating func endLine() -> ServerSentEvent? {
    var bytes = self.line[...]
    self.line.removeAll(keepingCapacity: true)
    // A byte-order mark (EF BB BF) is only skipped as the stream's first character.
    if self.isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    self.isFirstLine = false
    guard !bytes.isEmpty else { return self.dispatch() }
    let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
    let field = String(decoding: bytes[..<(colon ?? bytes.endIndex)], as: UTF8.self)
    var value = colon.map { bytes[($0 + 1)...] } ?? []
    if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
    let text = String(decoding: value, as: UTF8.self)
    switch field {
    case "data":
      self.data.append(text)
      self.hasData = true
    case "event":
      self.name = text
    case "id":
      // An id with NUL is ignored, as the spec says.
      if !value.contains(0) { self.lastId = text }
    default:
      // Comments (an empty field name), `retry` and unknown fields hold nothing: they do not count
      // towards the event's size, so keep-alive comments never add up.
      self.eventBytes = max(0, self.eventBytes - bytes.count - 1)
    }
    return nil
  }

  private mutating func dispatch() -> ServerSentEvent? {
    defer {
      self.data.removeAll()
      self.hasData = false
      self.name = nil
      self.eventBytes = 0
    }
    guard self.hasData else { return nil }
    let name = self.name.flatMap { $0.isEmpty ? nil : $0 } ?? "message"
    return ServerSentEvent(name: name, id: self.lastId, data: self.data.joined(separator: "\n"))
  }
}
