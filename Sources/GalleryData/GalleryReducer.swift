//  GalleryReducer.swift

/// Turns gallery actions into new gallery states, refusing values outside the widgets' limits.
public enum GalleryReducer {
  /// The state after `action`; throws a `GalleryError` for a value outside its widget's limits.
  @Sendable public static func reduce(state: GalleryState, action: GalleryAction) throws -> GalleryState {
    var state = state
    switch action {
    case .selectSection(let section): state.section = section
    case .setDisabled(let isDisabled): state.isDisabled = isDisabled
    case .click: state.clicks += 1
    case .setChecked(let isOn): state.isChecked = isOn
    case .setSwitch(let isOn): state.isSwitchOn = isOn
    case .setName(let text): state.name = try Self.checked(text, "name")
    case .setSearch(let text): state.search = try Self.checked(text, "search")
    case .setNotes(let text): state.notes = try Self.checked(text, "notes")
    case .setCode(let text): state.code = try Self.checked(text, "code")
    case .pasteIntoNotes(let text): state.notes = try Self.checked(state.notes + text, "notes")
    case .setCount(let count): state.count = try Self.checked(count, "count", GalleryState.countRange)
    case .setVolume(let volume): state.volume = try Self.checked(volume, "volume", GalleryState.volumeRange)
    case .stepProgress: state.progressSteps = min(state.progressSteps + 1, 10)
    case .resetProgress: state.progressSteps = 0
    case .chooseFlavour(let index): state.flavour = try Self.checked(index, "flavour", GalleryState.flavours)
    case .chooseSize(let index): state.size = try Self.checked(index, "size", GalleryState.sizes)
    case .pickDay(let day): state.day = day
    case .selectDocument(let document):
      guard let document else { break }
      guard state.openDocuments.contains(document) else { throw GalleryError.noSuchPage(document) }
      state.selectedDocument = document
    case .closeDocument(let document):
      guard let document, let index = state.openDocuments.firstIndex(of: document) else { break }
      state.openDocuments.remove(at: index)
      if state.selectedDocument == document {
        // The tab after it, else the one before, as GNOME's tab bars do.
        state.selectedDocument = state.openDocuments.isEmpty ? nil : state.openDocuments[min(index, state.openDocuments.count - 1)]
      }
    case .showPreferences(let isShown):
      state.showsPreferences = isShown
    case .reopenDocuments:
      state.openDocuments = GalleryState.documents
      state.selectedDocument = state.selectedDocument ?? GalleryState.documents.first
    case .showSlide(let slide):
      guard let slide else { break }
      state.slide = try Self.checked(slide, "slide", GalleryState.slides) ?? state.slide
    case .showViewPage(let page):
      guard let page else { break }
      guard GalleryState.viewPages.contains(page) else { throw GalleryError.noSuchPage(page) }
      state.viewPage = page
    case .showPage(let page):
      guard let page else { break }
      guard GalleryState.pages.contains(page) else { throw GalleryError.noSuchPage(page) }
      state.page = page
    case .showDetails(let shows): state.showsDetails = shows
    case .selectTile(let tile): state.selectedTile = tile
    case .selectStar(let star): state.selectedStar = star
    case .sortStars(let sort): state.sort = sort
    case .openLink: state.linkClicks += 1
    case .openChooser(let chooser): state.chooser = chooser
    case .choseFile(let path):
      guard path.hasPrefix("/") else { throw GalleryError.notAnAbsolutePath(path) }
      if state.chooser == .save { state.savedPath = path } else { state.imagePath = path }
      state.chooser = nil
    case .cancelChooser: state.chooser = nil
    case .showAlert: state.showsAlert = true
    case .confirmAlert:
      state.showsAlert = false
      state.confirmations += 1
    case .dismissAlert: state.showsAlert = false
    case .menuCommand(let command): state.lastMenuCommand = command
    }
    return state
  }

  private static func checked(_ text: String, _ what: String) throws -> String {
    guard text.count <= GalleryState.maximumTextLength else { throw GalleryError.textTooLong(what: what, length: text.count) }
    return text
  }

  private static func checked(_ value: Double, _ what: String, _ range: ClosedRange<Double>) throws -> Double {
    guard range.contains(value) else { throw GalleryError.outOfRange(what: what, value: value, range: range) }
    return value
  }

  private static func checked(_ index: Int?, _ what: String, _ choices: [String]) throws -> Int? {
    guard let index else { return nil }
    guard choices.indices.contains(index) else { throw GalleryError.noSuchChoice(what: what, index: index, count: choices.count) }
    return index
  }
}
