//  AnimalsNoticeTests.swift

@testable import AnimalsData
import Foundation
import Testing

/// The notice about stored animals that could not be read: kept with the animals of the latest fetch,
/// until dismissed or replaced.
@Suite struct AnimalsNoticeTests {
  static let notice = UnreadableAnimalsNotice(count: 1, animalIds: ["Tofu"])

  @Test func aFetchKeepsItsNoticeUntilTheNextFetchOrDismissal() throws {
    let fetched = try Fixtures.reduce(Fixtures.loaded, .data(.didFetchAnimals(.success([Fixtures.dog]), notice: Self.notice)))
    #expect(fetched.animals.notice == Self.notice)
    #expect(AnimalsSelectors.animalsNotice()(fetched) == Self.notice)
    #expect(Array(fetched.animals.data.keys) == ["Dog"])

    // A failed refetch keeps the animals shown, and what was said about them.
    let failed = try Fixtures.reduce(fetched, .data(.didFetchAnimals(.failure(.network))))
    #expect(failed.animals.notice == Self.notice)

    #expect(try Fixtures.reduce(fetched, .ui(.didDismissAnimalsNotice)).animals.notice == nil)
    #expect(try Fixtures.reduce(failed, .ui(.didTapRetry), .data(.didFetchAnimals(.success([Fixtures.dog])))).animals.notice == nil)
    let snapshot = AnimalsSnapshot(categories: SampleData.categories, animals: SampleData.animals)
    #expect(try Fixtures.reduce(fetched, .ui(.didConfirmReloadSampleData), .data(.didReloadSampleData(.success(snapshot)))).animals.notice == nil)
  }

  @Test func theFilterPassesWhatCanChangeTheNotice() {
    let filter = AnimalsFilter.animalsNotice()
    let state = Fixtures.loaded
    #expect(filter(state, .data(.didFetchAnimals(.success([]), notice: Self.notice))))
    #expect(filter(state, .data(.didFetchAnimals(.success([])))))
    #expect(filter(state, .ui(.didDismissAnimalsNotice)))
    #expect(filter(state, .data(.didReloadSampleData(.success(AnimalsSnapshot(categories: [], animals: []))))))
    #expect(!filter(state, .data(.didFetchAnimals(.failure(.unexpected)))))
    #expect(!filter(state, .ui(.didAppear)))
  }

  @Test func aLongNoticeNamesTheFirstFew() {
    let ids = (1 ... 1_000).map(String.init)
    let notice = UnreadableAnimalsNotice(count: ids.count, animalIds: ids)
    #expect(notice.count == 1_000)
    #expect(notice.animalIds == ["1", "2", "3", "4", "5"])
    #expect(UnreadableAnimalsNotice(count: 1, animalIds: ["7"]).animalIds == ["7"])
  }

  @Test func actionLogsRecordedBeforeTheNoticeStillDecode() throws {
    let old = Data(#"{"data":{"_0":{"didFetchAnimals":{"_0":{"failure":{"_0":{"network":{}}}}}}}}"#.utf8)
    #expect(try JSONDecoder().decode(AnimalsAction.self, from: old) == .data(.didFetchAnimals(.failure(.network))))
  }
}
