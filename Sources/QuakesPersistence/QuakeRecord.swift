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
    self.page = quake.page?.absoluteString
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

  /// A row of `selectSQL` as a quake, or why it is not one: a value of the wrong type (or NULL),
  /// text that is not UTF-8, or values `QuakeValidation` refuses. Depth and page may be NULL (rows of
  /// older caches); a page `QuakeValidation.page(_:)` refuses is dropped, the quake kept.
  static func quake(_ row: Row, now: Date) -> Result<Quake, QuakeProblem> {
    guard
      let quakeId = self.text(row["quakeId"]), !quakeId.isEmpty, let name = self.text(row["name"]),
      let magnitude = Double.fromDatabaseValue(row["magnitude"]),
      let time = Double.fromDatabaseValue(row["time"]), let updated = Double.fromDatabaseValue(row["updated"]),
      let longitude = Double.fromDatabaseValue(row["longitude"]), let latitude = Double.fromDatabaseValue(row["latitude"])
    else {
      return .failure(.unreadable)
    }
    let depth = row["depth"] as DatabaseValue
    guard depth.isNull || Double.fromDatabaseValue(depth) != nil else { return .failure(.unreadable) }
    let quake = Quake(
      quakeId: quakeId,
      magnitude: magnitude,
      time: Date(timeIntervalSince1970: time / 1_000),
      updated: Date(timeIntervalSince1970: updated / 1_000),
      name: name,
      longitude: longitude,
      latitude: latitude,
      depth: Double.fromDatabaseValue(depth),
      page: self.text(row["page"]).flatMap(QuakeValidation.page)
    )
    if let problem = QuakeValidation.problem(of: quake, now: now) {
      return .failure(problem)
    }
    return .success(quake)
  }

  private static func text(_ value: DatabaseValue) -> String? {
    guard let bytes = Data.fromDatabaseValue(value) else { return nil }
    return String(bytes: bytes, encoding: .utf8)
  }
}
