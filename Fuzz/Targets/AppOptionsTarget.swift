//  AppOptionsTarget.swift
//  Fuzz target: the apps' command lines (swift-argument-parser with the apps' own options, transforms
//  and validation: AnimalsOptions, QuakesOptions, CounterOptions). The input is split at NUL bytes into
//  arguments. Any arguments: no crash; a refusal has a message; what is accepted keeps the rules the
//  apps rely on (servers are http(s) URLs with a host, given once; a data or cache folder is not empty;
//  a token and a token file not both; a feed is http(s), file or a path).

import ArgumentParser
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppOptions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let arguments = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
  guard arguments.count <= 24 else { return 0 }
  do {
    let options = try AnimalsOptions.parse(arguments)
    for url in options.servers {
      precondition(["http", "https"].contains(url.scheme?.lowercased() ?? "") && url.host != nil, "a server that is no http URL: \(url)")
    }
    precondition(Set(options.servers).count == options.servers.count, "a server given twice was accepted")
    precondition(options.dataDirectory?.isEmpty != true, "an empty data folder was accepted")
    precondition(options.dataDirectory == nil || options.servers.isEmpty, "a data folder and a server were accepted together")
    precondition(options.token == nil || options.tokenFile == nil, "a token and a token file were accepted together")
    precondition(options.token?.isEmpty != true, "an empty token was accepted")
  } catch {
    precondition(!AnimalsOptions.message(for: error).isEmpty, "a refusal without a message")
  }
  do {
    let options = try QuakesOptions.parse(arguments)
    if let feed = options.feed {
      precondition(["http", "https", "file"].contains(feed.baseURL.scheme?.lowercased() ?? ""), "a feed that is no URL or path: \(feed.baseURL)")
    }
    precondition(options.cacheDirectory?.isEmpty != true, "an empty cache folder was accepted")
  } catch {
    precondition(!QuakesOptions.message(for: error).isEmpty, "a refusal without a message")
  }
  _ = try? CounterOptions.parse(arguments)
  return 0
}
