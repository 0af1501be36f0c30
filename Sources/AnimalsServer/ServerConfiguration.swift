//  ServerConfiguration.swift

/// Where the server listens, who may talk to it and its limits.
///
/// Safe by default: it listens on loopback; a request must name this server in its `Host` header (an
/// allowed host), come from no browser page or an allowed one (`Origin`), and carry the bearer token if
/// there is one. A server on any other address than loopback must have a token.
public struct ServerConfiguration : Sendable, Hashable {
  public var host: String
  public var port: Int
  /// The secret every request must send as `Authorization: Bearer TOKEN`; nil for none (loopback only).
  public var token: String?
  /// Host names requests may address besides `host` (and `localhost` for a loopback server).
  public var allowedHosts: [String]
  public var limits: ServerLimits

  public init(
    host: String = AnimalsServer.defaultHost,
    port: Int = AnimalsServer.defaultPort,
    token: String? = nil,
    allowedHosts: [String] = [],
    limits: ServerLimits = ServerLimits()
  ) {
    self.host = host
    self.port = port
    self.token = token
    self.allowedHosts = allowedHosts
    self.limits = limits
  }

  /// Whether `host` only accepts connections from this machine.
  public var isLoopback: Bool {
    Self.isLoopback(self.host)
  }

  static func isLoopback(_ host: String) -> Bool {
    let host = host.lowercased()
    return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
  }

  /// Refuses a configuration that would expose the data: another address than loopback without a token.
  public func validate() throws(ConfigurationError) {
    if let token = self.token, token.isEmpty { throw .emptyToken }
    if !self.isLoopback, self.token == nil { throw .tokenRequired(host: self.host) }
  }

  /// The host names (lowercased, without port or brackets) a request's `Host` header may carry.
  var hostNames: Set<String> {
    var names = Set(([self.host] + self.allowedHosts).map(HostHeader.normalizedName))
    if self.isLoopback {
      names.formUnion(["localhost", "127.0.0.1", "::1"])
    }
    return names
  }
}

/// Why the server refuses to start with a configuration.
public enum ConfigurationError : Error, Hashable, Sendable, CustomStringConvertible {
  case tokenRequired(host: String)
  case emptyToken

  public var description: String {
    switch self {
    case .tokenRequired(let host):
      "Listening on \(host), which other machines can reach, needs a token: start with --token TOKEN or --token-file PATH."
    case .emptyToken:
      "The token is empty."
    }
  }
}
