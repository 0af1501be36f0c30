//  GallerySelectorsTests.swift

import GalleryData
import Testing

@Suite("Gallery selectors")
struct GallerySelectorsTests {
  @Test func theCatalogueIsTheSameEveryTimeWithDistinctIDs() {
    let stars = GalleryStar.catalogue(count: 1_000)
    #expect(stars == GalleryStar.catalogue(count: 1_000))
    #expect(Set(stars.map(\.id)).count == 1_000)
    #expect(GalleryState().stars.count == GalleryState.starCount)
  }

  @Test(arguments: GalleryColumn.allCases)
  func starsSortByTheChosenColumnBothWays(column: GalleryColumn) {
    var state = GalleryState()
    state.stars = GalleryStar.catalogue(count: 500)
    state.sort = GallerySort(column: column, ascending: true)
    let ascending = GallerySelectors.sortedStars(state)
    state.sort = GallerySort(column: column, ascending: false)
    let descending = GallerySelectors.sortedStars(state)
    #expect(ascending.count == 500)
    #expect(descending == Array(ascending.reversed()))
    let values: [Double] = ascending.map {
      switch column {
      case .name: 0
      case .magnitude: $0.magnitude
      case .lightYears: Double($0.lightYears)
      }
    }
    #expect(values == values.sorted())
    if column == .name { #expect(ascending.map(\.name) == ascending.map(\.name).sorted()) }
  }

  @Test func unsortedStarsKeepTheCataloguesOrder() {
    let state = GalleryState()
    #expect(GallerySelectors.sortedStars(state) == state.stars)
  }

  @Test func theSummarySaysWhatHappened() {
    var state = GalleryState()
    #expect(GallerySelectors.dialogSummary(state) == "Confirmed 0 times")
    state.lastMenuCommand = "Copy"
    state.savedPath = "/tmp/a.txt"
    state.confirmations = 1
    #expect(GallerySelectors.dialogSummary(state) == "Menu: Copy · Saved as /tmp/a.txt · Confirmed 1 time")
  }
}
