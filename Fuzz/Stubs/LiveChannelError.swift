//  LiveChannelError.swift (fuzz stub)
//  The one case the parser throws; the real type lives in AnimalsClient with AnimalsData's failures.

enum LiveChannelError : Error, Equatable {
  case eventTooLarge(limit: Int)
}
