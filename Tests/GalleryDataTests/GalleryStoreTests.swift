//  GalleryStoreTests.swift
//  An exhaustive store test (ImmutableDataTesting): each action states the whole change it makes, and a
//  refused one changes nothing.

import GalleryData
import ImmutableData
import ImmutableDataTesting
import Testing

@MainActor @Suite struct GalleryStoreTests {
  let test = TestStore(initialState: GalleryState(), reducer: GalleryReducer.reduce)

  @Test func eachControlChangesExactlyItsValue() throws {
    try self.test.send(.click) { $0.clicks = 1 }
    try self.test.send(.setChecked(true)) { $0.isChecked = true }
    try self.test.send(.setSwitch(false)) { $0.isSwitchOn = false }
    try self.test.send(.selectSection(.ranges)) { $0.section = .ranges }
    try self.test.send(.stepProgress) { $0.progressSteps = 4 }
    try self.test.send(.chooseFlavour(nil)) { $0.flavour = nil }
    self.test.finish()
  }
}
