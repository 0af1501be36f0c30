//  AnimalsFailureTextTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import Foundation
import TestSupport
import Testing

extension GtkSuite {
/// Every failure the Animals data layer can report has English words and a German translation, and a
/// window run in German shows a refused change in German (run under Xvfb: the language is the process's).
@MainActor @Suite struct AnimalsFailureTextTests {
  /// One failure of every case (the switch in `caseNumber` makes a new case a compile error here).
  static let failures: [AnimalsFailure] = [
    .refused(.nothingToUndo), .animalNotFound, .animalExists,
    .invalidName(.empty), .invalidName(.tooLong(maxLength: 200)), .invalidName(.controlCharacter),
    .unknownCategory, .invalidVersion, .staleVersion, .requestReused,
    .cannotCreateDataDirectory(path: "/data"), .storageCorrupt(path: "/data/animals.sqlite"), .storageUnreadable, .storageFailed,
    .serverUnreachable(server: "http://a"), .connectionLost(server: "http://a"), .serverTimedOut(server: "http://a", seconds: 10),
    .serverNeedsToken, .serverWrongAddress, .serverFailed, .serverBusy, .tooLarge, .serverRejectedRequest, .serverRefused,
    .invalidAnswer, .network, .liveEnded, .liveEventTooLarge(limitKiB: 1024), .liveEventInvalid, .liveSilent(server: "http://a", seconds: 45),
    .diskFull, .serverDiskFull, .serverStorageUnavailable,
    .historyFailed(.undo, .storageFailed), .historyFailed(.redo, .storageFailed),
    .historyStepDropped(.undo, animalName: "Rex", deleted: false), .historyStepDropped(.undo, animalName: "Rex", deleted: true),
    .historyStepDropped(.redo, animalName: "Rex", deleted: false), .historyStepDropped(.redo, animalName: "Rex", deleted: true),
    .unexpected,
  ]

  static let refusals: [AnimalsReducerError] = [
    .animalNotFound(animalId: "Dog"), .requestPending(id: "Dog"), .emptyName, .unknownCategory(categoryId: "Plant"), .fetchInFlight,
    .nothingToRetry, .nothingToUndo, .nothingToRedo, .historyRequestPending, .noConflict(animalId: "Dog"), .cannotRetry(animalId: "Dog"),
  ]

  static func caseNumber(_ failure: AnimalsFailure) -> Int {
    switch failure {
    case .refused: 0
    case .animalNotFound: 1
    case .animalExists: 2
    case .invalidName: 3
    case .unknownCategory: 4
    case .invalidVersion: 5
    case .staleVersion: 6
    case .requestReused: 7
    case .cannotCreateDataDirectory: 8
    case .storageCorrupt: 9
    case .storageUnreadable: 10
    case .storageFailed: 11
    case .serverUnreachable: 12
    case .connectionLost: 13
    case .serverTimedOut: 14
    case .serverNeedsToken: 15
    case .serverWrongAddress: 16
    case .serverFailed: 17
    case .serverBusy: 18
    case .tooLarge: 19
    case .serverRejectedRequest: 20
    case .serverRefused: 21
    case .invalidAnswer: 22
    case .network: 23
    case .liveEnded: 24
    case .liveEventTooLarge: 25
    case .liveEventInvalid: 26
    case .liveSilent: 27
    case .historyFailed: 28
    case .historyStepDropped: 29
    case .unexpected: 30
    case .diskFull: 31
    case .serverDiskFull: 32
    case .serverStorageUnavailable: 33
    }
  }

  static func refusalNumber(_ refusal: AnimalsReducerError) -> Int {
    switch refusal {
    case .animalNotFound: 0
    case .requestPending: 1
    case .emptyName: 2
    case .unknownCategory: 3
    case .fetchInFlight: 4
    case .nothingToRetry: 5
    case .nothingToUndo: 6
    case .nothingToRedo: 7
    case .historyRequestPending: 8
    case .noConflict: 9
    case .cannotRetry: 10
    }
  }

  static let notices = [
    UnreadableAnimalsNotice(count: nil, animalIds: []), UnreadableAnimalsNotice(count: 2, animalIds: []),
    UnreadableAnimalsNotice(count: 2, animalIds: ["7", "Tofu"]), UnreadableAnimalsNotice(count: 8, animalIds: ["1", "2", "3", "4", "5"]),
  ]

  @Test func everyFailureHasEnglishWordsAndAGermanTranslation() throws {
    #expect(Set(Self.failures.map(Self.caseNumber)) == Set(0 ... 33))
    #expect(Set(Self.refusals.map(Self.refusalNumber)) == Set(0 ... 10))
    let failures = Self.failures + Self.refusals.map(AnimalsFailure.refused)
    let english = failures.map(\.text)
    let englishNotices = Self.notices.map(\.text)
    let german = try GermanCatalog()
    defer { german.end() }
    for (failure, english) in zip(failures, english) {
      let text = failure.text
      #expect(!english.isEmpty && !text.isEmpty, "\(failure)")
      #expect(text != english, "no German for \(failure): \(english)")
      #expect(!text.contains("%"), "\(failure): \(text)")
    }
    for (notice, english) in zip(Self.notices, englishNotices) {
      #expect(notice.text != english && !notice.text.contains("%"), "\(notice)")
    }
    #expect(AnimalsFailure.serverTimedOut(server: "http://a", seconds: 1).text == "Der Tierserver unter http://a hat nicht innerhalb von 1 Sekunde geantwortet.")
    #expect(AnimalsFailure.historyFailed(.undo, .animalExists).text == "Rückgängig nicht möglich: Ein Tier mit derselben Kennung gibt es schon.")
  }

  @Test func aRefusedSaveShowsInGermanInTheEditor() async throws {
    let german = try GermanCatalog()
    defer { german.end() }
    let directory = try TemporaryDirectory(prefix: "animals-german-failure")
    let harness = AnimalsTestHarness(directory: directory.url)
    defer { harness.quit() }
    let window = try await harness.openLoadedWindow()
    try await harness.openEditor(inEmptyCategory: "Reptile", in: window)
    // The store refuses a name with a control character; the reducer lets it through. (A name too long
    // cannot be typed: the field takes at most AnimalName.maxLength characters.)
    harness.type("Rex\tJr", into: "editor-name", in: window)
    harness.choose("Fleischfresser", in: "editor-diet", in: window, choices: ["Pflanzenfresser", "Fleischfresser", "Allesfresser"])
    try await harness.waitUntil("Save is enabled") { harness.isSensitive("editor-save", in: window) == true }
    harness.click("editor-save", in: window)
    try await harness.waitUntil("the refusal shows in the editor") { harness.text("editor-error", in: window) != nil }
    #expect(harness.text("editor-error", in: window) == "Der Name enthält ein Steuerzeichen (etwa einen Tabulator oder einen Zeilenumbruch); bitte entfernen Sie es.")
    #expect(harness.store.state.animals.queue.values.contains(.failure(.invalidName(.controlCharacter))))
    #expect(harness.exists("editor", in: window))
  }
}
}
