//  DatabaseURLTarget.swift
//  Fuzz target: animals-server's database URL parser (AnimalsPostgres/PostgresDatabaseURL.swift). Any
//  text after a user and a known password (with or without the "@" that ends them): no crash; neither a
//  refusal's message nor an accepted URL's description ever shows the password.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDatabaseURL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let tail = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let password = "S3CRETpw"
  for text in ["postgres://me:\(password)@\(tail)", "postgres://me:\(password)\(tail)"] {
    do {
      let url = try PostgresDatabaseURL(text)
      precondition(!url.description.contains(password), "the description of \(text) shows the password")
    } catch {
      precondition(!error.description.contains(password), "the refusal of \(text) shows the password: \(error.description)")
    }
  }
  return 0
}
