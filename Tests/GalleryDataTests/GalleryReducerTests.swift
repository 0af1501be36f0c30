//  GalleryReducerTests.swift

import GalleryData
import Testing

@Suite("Gallery reducer")
struct GalleryReducerTests {
  func reduce(_ actions: [GalleryAction], from state: GalleryState = GalleryState()) throws -> GalleryState {
    try actions.reduce(state) { try GalleryReducer.reduce(state: $0, action: $1) }
  }

  @Test func eachWidgetsValueIsStored() throws {
    let state = try self.reduce([
      .selectSection(.ranges), .click, .click, .setChecked(true), .setName("Ada"), .setNotes("a\nb"),
      .setCount(7.5), .setVolume(0), .chooseFlavour(2), .chooseSize(nil), .showPage("third"), .showDetails(true),
      .pickDay(GalleryDay(year: 2027, month: 1, day: 2)), .openLink, .showViewPage("starred"), .showViewPage(nil), .showSlide(2),
    ])
    #expect(state.section == .ranges)
    #expect(state.clicks == 2)
    #expect(state.isChecked)
    #expect(state.name == "Ada")
    #expect(state.notes == "a\nb")
    #expect(state.count == 7.5)
    #expect(state.volume == 0)
    #expect(state.flavour == 2)
    #expect(state.size == nil)
    #expect(state.page == "third")
    #expect(state.viewPage == "starred", "nil (no page chosen) keeps the page")
    #expect(state.slide == 2)
    #expect(state.showsDetails)
    #expect(state.day == GalleryDay(year: 2027, month: 1, day: 2))
    #expect(state.linkClicks == 1)
  }

  @Test func progressStepsStopAtTheFullBar() throws {
    let state = try self.reduce(Array(repeating: .stepProgress, count: 12))
    #expect(state.progressSteps == 10)
    #expect(state.progress == 1)
    #expect(try self.reduce([.resetProgress], from: state).progress == 0)
  }

  @Test(arguments: [
    (GalleryAction.setCount(10.5), GalleryError.outOfRange(what: "count", value: 10.5, range: 0 ... 10)),
    (.setVolume(-1), .outOfRange(what: "volume", value: -1, range: 0 ... 100)),
    (.chooseFlavour(3), .noSuchChoice(what: "flavour", index: 3, count: 3)),
    (.chooseSize(-1), .noSuchChoice(what: "size", index: -1, count: 3)),
    (.showPage("fourth"), .noSuchPage("fourth")),
    (.showViewPage("first"), .noSuchPage("first")),
    (.showSlide(3), .noSuchChoice(what: "slide", index: 3, count: 3)),
    (.choseFile("relative/path.txt"), .notAnAbsolutePath("relative/path.txt")),
  ])
  func valuesOutsideTheWidgetsLimitsAreRefused(action: GalleryAction, error: GalleryError) {
    #expect(throws: error) { try GalleryReducer.reduce(state: GalleryState(), action: action) }
  }

  @Test func closingTheSelectedTabSelectsTheNextAndReopeningBringsThemAllBack() throws {
    var state = try self.reduce([.selectDocument("tasks"), .closeDocument("tasks")])
    #expect(state.openDocuments == ["notes", "ideas"] && state.selectedDocument == "ideas")
    state = try self.reduce([.selectDocument("ideas"), .closeDocument("ideas"), .closeDocument("notes")])
    #expect(state.openDocuments == ["tasks"] && state.selectedDocument == "tasks")
    state = try self.reduce([.closeDocument("notes"), .closeDocument("tasks"), .closeDocument("ideas"), .closeDocument("ideas")])
    #expect(state.openDocuments.isEmpty && state.selectedDocument == nil)
    state = try self.reduce([.closeDocument("notes"), .closeDocument("tasks"), .closeDocument("ideas"), .reopenDocuments])
    #expect(state.openDocuments == GalleryState.documents && state.selectedDocument == "notes")
    #expect(throws: GalleryError.noSuchPage("notes")) {
      try GalleryReducer.reduce(state: self.reduce([.closeDocument("notes")]), action: .selectDocument("notes"))
    }
  }

  @Test func textLongerThanTheLimitIsRefused() throws {
    let longest = String(repeating: "x", count: GalleryState.maximumTextLength)
    #expect(try self.reduce([.setNotes(longest)]).notes == longest)
    #expect(throws: GalleryError.textTooLong(what: "notes", length: 10_001)) {
      try GalleryReducer.reduce(state: GalleryState(), action: .setNotes(longest + "x"))
    }
    #expect(try self.reduce([.setCode(longest)]).code == longest)
    #expect(try self.reduce([.setNotes("a"), .pasteIntoNotes("b\nc")]).notes == "ab\nc")
    #expect(throws: GalleryError.textTooLong(what: "notes", length: 10_001)) {
      try GalleryReducer.reduce(state: GalleryState(), action: .pasteIntoNotes(String(repeating: "x", count: 10_001 - GalleryState().notes.count)))
    }
    #expect(throws: GalleryError.textTooLong(what: "code", length: 10_001)) {
      try GalleryReducer.reduce(state: GalleryState(), action: .setCode(longest + "x"))
    }
  }

  @Test func refusalsSayWhatIsWrongInWords() {
    #expect(GalleryError.outOfRange(what: "count", value: 11, range: 0 ... 10).description == "The count must be between 0.0 and 10.0, not 11.0.")
    #expect(GalleryError.noSuchChoice(what: "size", index: 3, count: 3).description == "There is no size number 4: there are 3.")
    #expect(GalleryError.textTooLong(what: "notes", length: 10_001).description == "The notes text is 10,001 characters long; at most 10,000 are kept.")
  }

  @Test func aChosenFileGoesWhereTheChooserWasOpenedFor() throws {
    let saved = try self.reduce([.openChooser(.save), .choseFile("/tmp/out.txt")])
    #expect(saved.savedPath == "/tmp/out.txt")
    #expect(saved.chooser == nil)
    let opened = try self.reduce([.openChooser(.open), .choseFile("/tmp/in.png")])
    #expect(opened.imagePath == "/tmp/in.png")
    #expect(try self.reduce([.openChooser(.open), .cancelChooser]).chooser == nil)
  }

  @Test func theAlertCountsConfirmationsOnly() throws {
    let state = try self.reduce([.showAlert, .confirmAlert, .showAlert, .dismissAlert])
    #expect(state.confirmations == 1)
    #expect(!state.showsAlert)
  }
}
