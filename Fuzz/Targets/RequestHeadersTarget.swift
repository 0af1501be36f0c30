//  RequestHeadersTarget.swift
//  Fuzz target: the request headers animals-server reads before anything else (AnimalsServer's
//  HostHeader and BearerToken). Any bytes, split into a Host, an Origin and an Authorization value: no
//  crash, no hang; a host name never keeps a port, a path or a user; the token is accepted exactly when
//  the header is "Bearer " (any case) and the token, byte for byte.

import Foundation

private let token = "s3cret-Token"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestHeaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parts = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
  let host = parts[0]
  let origin = parts.count > 1 ? parts[1] : host
  let authorization = parts.count > 2 ? parts[2] : text

  // Scalars, not characters: a colon or slash can hide inside a grapheme (U+06DD before it).
  let name = HostHeader.normalizedName(host)
  precondition(name == name.lowercased(), "a host name kept upper case: \(name)")
  if host.unicodeScalars.first != "[", host.unicodeScalars.filter({ $0 == ":" }).count <= 1 {
    precondition(!name.unicodeScalars.contains(":"), "a host name kept its port: \(name.debugDescription)")
  }
  if let originName = HostHeader.originName(origin) {
    precondition(!originName.unicodeScalars.contains("/") && !originName.unicodeScalars.contains("@"), "an origin's name kept a path or a user: \(originName.debugDescription)")
    precondition(origin.lowercased().hasPrefix("http://") || origin.lowercased().hasPrefix("https://"), "a non-http origin was read: \(origin)")
  }

  let accepted = BearerToken(token).accepts(authorization: authorization)
  let expected = Array(authorization.utf8).count == 7 + token.utf8.count
    && zip(authorization.utf8.prefix(7), "bearer ".utf8).allSatisfy { byte, lower in byte == lower || (lower != 0x20 && byte == lower - 0x20) }
    && Array(authorization.utf8.dropFirst(7)) == Array(token.utf8)
  precondition(accepted == expected, "the token check disagrees with an exact comparison for \(authorization.debugDescription)")
  return 0
}
