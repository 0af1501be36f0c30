//  QuakeRecord.swift

import Foundation
import GRDB
import QuakesData

/// A row of the `quake` table. Times are stored as epoch milliseconds, as the feed has them.
///
/// Text goes in and out as bytes with their length (`CAST(? AS TEXT)`, `CAST(column AS BLOB)`):
/// GRDB binds and reads strings as C strings, which would cut a place like "q\u{0}r" down to "q".
struct QuakeRecord {
  static let databaseTableName = "quake"

  var quakeId: String
  var magnitude: Double
  var time: Double
  var updated: Double
  var name: String
  var longitude: Double
  var latitude: Double
  var depth: Double?
  var page: String?

  init(_ quake: Quake) {
    self.quakeId = quake.quakeId
    self.magnitude = quake.magnitude
    self.time = quake.time.timeIntervalSince1970 * 1_000
    self.updated = quake.updated.timeIntervalSince1970 * 1_000
    self.name = quake.name
    self.longitude = quake.longitude
    self.latitude = quake.latitude
    self.depth = quake.depth
    self.page = quake.pageAddress
  }

  static let upsertSQL = """
    INSERT INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude, depth, page)
    VALUES (CAST(? AS TEXT), ?, ?, ?, CAST(? AS TEXT), ?, ?, ?, CAST(? AS TEXT))
    ON CONFLICT(quakeId) DO UPDATE SET magnitude = excluded.magnitude, time = excluded.time,
      updated = excluded.updated, name = excluded.name, longitude = excluded.longitude, latitude = excluded.latitude,
      depth = excluded.depth, page = excluded.page
    """

  static let deleteSQL = "DELETE FROM quake WHERE quakeId = CAST(? AS TEXT)"

  static let selectSQL = """
    SELECT rowid, CAST(quakeId AS BLOB) AS quakeId, magnitude, time, updated, CAST(name AS BLOB) AS name, longitude, latitude,
      depth, CAST(page AS BLOB) AS page
    FROM quake
    """

  /// The arguments of `upsertSQL`.
  var upsertArguments: StatementArguments {
    [
      Self.bytes(self.quakeId), self.magnitude, self.time, self.updated, Self.bytes(self.name), self.longitude, self.latitude,
      self.depth, self.page.map(Self.bytes),
    ]
  }

  /// The argument of `deleteSQL`.
  static func bytes(_ text: String) -> Data {
    Data(text.utf8)
  }
}
