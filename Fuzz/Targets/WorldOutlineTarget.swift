//  WorldOutlineTarget.swift
//  Fuzz target: the world outline reader (QuakesUI/WorldOutlineFile.swift). Any text: no crash, no hang;
//  what it accepts has rings of at least 3 vertices, every one on the globe.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWorldOutline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let rings = try? WorldOutlineFile.parse(text) else { return 0 }
  precondition(!rings.isEmpty, "an outline without rings was accepted")
  for ring in rings {
    precondition(ring.count >= 3, "a ring of \(ring.count) vertices was accepted")
    for vertex in ring {
      precondition((-180 ... 180).contains(vertex.longitude) && (-90 ... 90).contains(vertex.latitude), "a vertex off the globe was accepted")
    }
  }
  return 0
}
