//  QuakeRecord.swift

import Foundation
import GRDB
import QuakesData

/// A row of the `quake` table. Times are stored as epoch milliseconds, as the feed has them.
struct QuakeRecord : Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "quake"

  var quakeId: String
  var magnitude: Double
  var time: Double
  var updated: Double
  var name: String
  var longitude: Double
  var latitude: Double

  init(_ quake: Quake) {
    self.quakeId = quake.quakeId
    self.magnitude = quake.magnitude
    self.time = quake.time.timeIntervalSince1970 * 1_000
    self.updated = quake.updated.timeIntervalSince1970 * 1_000
    self.name = quake.name
    self.longitude = quake.longitude
    self.latitude = quake.latitude
  }

  var quake: Quake {
    Quake(
      quakeId: self.quakeId,
      magnitude: self.magnitude,
      time: Date(timeIntervalSince1970: self.time / 1_000),
      updated: Date(timeIntervalSince1970: self.updated / 1_000),
      name: self.name,
      longitude: self.longitude,
      latitude: self.latitude
    )
  }
}
