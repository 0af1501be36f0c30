//  USGSFeedTarget.swift
//  Fuzz target: the USGS feed decoder and its validation (QuakesFeed/QuakesFeedDecoder.swift with
//  QuakesData's validation). Any bytes: no crash, no hang; every quake it keeps has believable values
//  and a page on the USGS site only, and it never keeps and skips more features than the bytes can hold.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUSGSFeed(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let now = Date(timeIntervalSince1970: 1_764_000_000)
  guard let contents = try? QuakesFeedDecoder.decode(bytes, from: "fuzz", now: now) else { return 0 }
  for quake in contents.quakes {
    precondition(QuakeValidation.problem(of: quake, now: now) == nil, "a quake with unbelievable values was kept: \(quake)")
    if let page = quake.page {
      precondition(page.host?.lowercased() == QuakeValidation.pageHost && page.scheme?.lowercased() == "https", "a quake links to another site: \(page)")
    }
  }
  // Each feature is at least "{}" and a comma: more than the bytes allow means one was counted twice.
  precondition(contents.quakes.count + contents.skippedCount <= size / 2, "more features than the document can hold")
  if let generated = contents.generated {
    precondition(QuakeValidation.times(now: now).contains(generated), "a generation time off the calendar was kept")
  }
  return 0
}
