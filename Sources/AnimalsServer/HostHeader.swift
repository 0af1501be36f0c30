//  HostHeader.swift

/// The host name in a `Host` header or an `Origin`, compared without port, brackets or case. Read by
/// Unicode scalars, not characters: a character such as U+06DD joins the `:` or `/` after it into one
/// grapheme, which a character-wise reading would not see (fuzzing found the port kept so).
enum HostHeader {
  /// `Example.org:8080` → `example.org`; `[::1]:8080` → `::1`.
  static func normalizedName(_ authority: String) -> String {
    let scalars = authority.lowercased().unicodeScalars
    if scalars.first == "[", let close = scalars.firstIndex(of: "]") {
      return String(scalars[scalars.index(after: scalars.startIndex) ..< close])
    }
    // A bare IPv6 address has several colons and no port.
    if scalars.filter({ $0 == ":" }).count > 1 { return String(scalars) }
    return String(String.UnicodeScalarView(scalars.prefix { $0 != ":" }))
  }

  /// The host name of an origin (`http://example.org:8080` → `example.org`), nil if it is not an http(s) origin.
  static func originName(_ origin: String) -> String? {
    let lowered = origin.lowercased()
    for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
      let authority = lowered.unicodeScalars.dropFirst(scheme.unicodeScalars.count)
      guard !authority.isEmpty, !authority.contains("/"), !authority.contains("@") else { return nil }
      return Self.normalizedName(String(String.UnicodeScalarView(authority)))
    }
    return nil
  }
}
