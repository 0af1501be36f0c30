//  HostHeader.swift

/// The host name in a `Host` header or an `Origin`, compared without port, brackets or case.
enum HostHeader {
  /// `Example.org:8080` → `example.org`; `[::1]:8080` → `::1`.
  static func normalizedName(_ authority: String) -> String {
    let lowered = authority.lowercased()
    if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") {
      return String(lowered[lowered.index(after: lowered.startIndex) ..< close])
    }
    // A bare IPv6 address has several colons and no port.
    if lowered.filter({ $0 == ":" }).count > 1 { return lowered }
    return String(lowered.prefix { $0 != ":" })
  }

  /// The host name of an origin (`http://example.org:8080` → `example.org`), nil if it is not an http(s) origin.
  static func originName(_ origin: String) -> String? {
    let lowered = origin.lowercased()
    for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
      let authority = lowered.dropFirst(scheme.count)
      guard !authority.isEmpty, !authority.contains("/"), !authority.contains("@") else { return nil }
      return Self.normalizedName(String(authority))
    }
    return nil
  }
}
