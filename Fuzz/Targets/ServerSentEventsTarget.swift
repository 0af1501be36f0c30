//  ServerSentEventsTarget.swift
//  Fuzz target: the live-changes client's event-stream parser (AnimalsClient/ServerSentEventParser.swift).
//  Any bytes: no crash, no hang; fed whole or in two pieces, the same events (or the same refusal).

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzServerSentEvents(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  var whole = ServerSentEventParser(maxEventBytes: 4_096)
  let wholeEvents = try? whole.feed(bytes)
  var split = ServerSentEventParser(maxEventBytes: 4_096)
  let cut = size == 0 ? 0 : Int(data[0]) % (size + 1)
  let splitEvents = (try? split.feed(bytes.prefix(cut))).flatMap { first in (try? split.feed(bytes.dropFirst(cut))).map { first + $0 } }
  if let wholeEvents, let splitEvents {
    precondition(wholeEvents == splitEvents, "feeding in two pieces changed the events")
  }
  return 0
}
