//  AnimalsNoticeTests.swift

import AnimalsData
import AnimalsPersistence
import AnimalsUI
import AppShell
import Foundation
import GRDB
import TestSupport
import Testing

extension GtkSuite {
  /// Stored animals the store cannot read are named in the window, and the others are shown.
  @MainActor @Suite struct AnimalsNoticeTests {
    let directory: TemporaryDirectory

    init() throws {
      self.directory = try TemporaryDirectory(prefix: "animals-gtk-tests")
    }

    /// Rows another program wrote past the schema's checks (as `PRAGMA ignore_check_constraints` allows).
    private func insertUnreadableRows() async throws {
      let store = LocalStore(directory: self.directory.url)
      try await store.open()
      let queue = try DatabaseQueue(path: store.databaseURL.path)
      try await queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        try db.execute(sql: """
          INSERT INTO animal (animalId, name, diet, categoryId) VALUES ('Tofu', 'Tofu', 'Vegan', 'Mammal'), ('Tab', 'Tab' || char(9), 'Herbivore', 'Mammal')
          """)
      }
      try queue.close()
    }

    @Test func storedAnimalsThatCannotBeReadAreNamedAndTheOthersShown() async throws {
      try await self.insertUnreadableRows()
      let harness = AnimalsTestHarness(directory: self.directory.url)
      defer { harness.quit() }
      let window = try await harness.openLoadedWindow()

      try await harness.waitUntil("the notice shows") { harness.exists("animals-notice", in: window) }
      let notice = harness.text("animals-notice", in: window) ?? ""
      #expect(notice.hasPrefix("2 stored animals could not be read and are not shown"), "\(notice)")
      #expect(notice.contains("“Tofu”") && notice.contains("“Tab”"), "\(notice)")
      #expect(harness.store.state.animals.notice?.count == 2)
      #expect(!harness.exists("fetch-error", in: window))

      harness.select("Mammal", inList: "categories-list", in: window)
      try await harness.waitUntil("the readable mammals are listed") {
        harness.animalNames(in: window) == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"]
      }

      harness.click("dismiss-notice", in: window)
      try await harness.waitUntil("the notice goes") { !harness.exists("animals-notice", in: window) }
      #expect(harness.animalNames(in: window) == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"])
    }
  }
}
