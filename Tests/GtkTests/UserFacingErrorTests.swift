//  UserFacingErrorTests.swift

import AppShell
import Foundation
import GalleryData
import GalleryUI
import ImmutableData
import TestSupport
import Testing

/// Errors reach the user as sentences: an error that adopts `UserFacingError` in its own words, any
/// other as a generic sentence while its description goes to the log (no display needed).
@MainActor @Suite
struct UserFacingErrorTests {
  struct DiskFull : UserFacingError {
    var userMessage: String { "The disk is full." }
  }

  struct Internal : Error, CustomStringConvertible {
    var description: String { "Internal(code: 42, file: \"Store.swift\")" }
  }

  @Test func anAdoptingErrorShowsItsOwnWords() {
    let lines = LogRecords()
    let notices = AppNotices(logger: lines.logger)
    notices.report(DiskFull(), title: "Could not save")
    #expect(notices.current.map(\.reason) == ["The disk is full."])
    #expect(lines.messages.count == 1)
  }

  @Test func anyOtherErrorShowsTheGenericSentenceAndItsDescriptionGoesToTheLog() {
    let lines = LogRecords()
    let notices = AppNotices(logger: lines.logger)
    notices.reporter(title: "Could not save")(Internal())
    #expect(notices.current.map(\.reason) == ["Something went wrong. The details are in the log."])
    #expect(lines.messages == ["Could not save: Internal(code: 42, file: \"Store.swift\")"])
    #expect(AppNotices.userMessage(for: CocoaError(.fileWriteOutOfSpace)) == "Something went wrong. The details are in the log.")
  }

  @Test func theGallerysRefusalsAreSentences() {
    let error = GalleryError.noSuchPage("fourth")
    #expect(AppNotices.userMessage(for: error) == "There is no page named fourth.")
  }

  /// A foreign or damaged file is refused with a sentence (no decoder dump) and left byte-identical.
  @Test func anActionLogThatCannotBeReadIsRefusedInWordsAndLeftAsItIs() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("action-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, String)] = [
      (#"{"type": "FeatureCollection"}"#, "This file is not an action log: it was refused and left as it is."),
      ("\u{0}\u{1}not json", "This file is not an action log: it was refused and left as it is."),
      (#"{"format": "immutabledata-action-log", "version": 9}"#, "This action log was written for version 9 of the app's data; this app reads version 1. It cannot be replayed."),
      (#"{"format": "immutabledata-action-log", "version": 1, "initialState": 7, "actions": "x"}"#, "This action log is damaged or holds states or actions this app does not know. It cannot be replayed."),
    ]
    for (index, (content, message)) in cases.enumerated() {
      let url = directory.appendingPathComponent("log-\(index).json")
      try Data(content.utf8).write(to: url)
      let before = try Data(contentsOf: url)
      #expect(throws: ActionLogError.self) {
        do {
          _ = try ActionLogFile<[Int], Int>.decode(try Data(contentsOf: url), expectedVersion: 1)
        } catch {
          #expect(AppNotices.userMessage(for: error) == message)
          throw error
        }
      }
      #expect(try Data(contentsOf: url) == before)
    }
    #expect(ActionLogError.replayFailed(index: 2, reason: "x").userMessage == "The app refused action 3 of this action log while replaying it. It cannot be replayed.")
  }
}
