//  QuakeRowReader.swift

import Foundation
import GRDB
import GRDBSQLite
import QuakesData

/// Reads the rows of `QuakeRecord.selectSQL` column by column through SQLite's own functions: a cache of
/// a million quakes loads without a `Row`, a `Data` or a Foundation string decode per value (GRDB's
/// rows by name cost about ten times as much).
///
/// A row is a quake, or why it is not one: a value of the wrong type (or NULL), text that is not
/// UTF-8, or values `QuakeValidation` refuses. Depth and page may be NULL (rows of older caches); a
/// page `QuakeValidation.pageAddress(_:)` refuses is dropped, the quake kept.
struct QuakeRowReader {
  /// Kept: it finalizes the SQLite statement when it goes.
  private let owner: Statement
  private let statement: SQLiteStatement

  init(_ statement: Statement) {
    self.owner = statement
    self.statement = statement.sqliteStatement
  }

  /// The next row, or nil after the last one; throws what SQLite reports (a damaged file).
  mutating func next(now: Date) throws -> (rowid: Int64, quake: Result<Quake, QuakeProblem>)? {
    switch sqlite3_step(self.statement) {
    case SQLITE_ROW:
      return (sqlite3_column_int64(self.statement, 0), self.quake(now: now))
    case SQLITE_DONE:
      return nil
    case let code:
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errstr(code)))
    }
  }

  /// The columns, in `selectSQL`'s order: rowid, quakeId, magnitude, time, updated, name, longitude,
  /// latitude, depth, page.
  private func quake(now: Date) -> Result<Quake, QuakeProblem> {
    guard
      let quakeId = self.text(1), !quakeId.isEmpty, let name = self.text(5),
      let magnitude = self.number(2), let time = self.number(3), let updated = self.number(4),
      let longitude = self.number(6), let latitude = self.number(7)
    else {
      return .failure(.unreadable)
    }
    let depth = self.number(8)
    guard depth != nil || sqlite3_column_type(self.statement, 8) == SQLITE_NULL else { return .failure(.unreadable) }
    let quake = Quake(
      quakeId: quakeId,
      magnitude: magnitude,
      time: Date(timeIntervalSince1970: time / 1_000),
      updated: Date(timeIntervalSince1970: updated / 1_000),
      name: name,
      longitude: longitude,
      latitude: latitude,
      depth: depth,
      pageAddress: self.text(9).flatMap(QuakeValidation.pageAddress)
    )
    if let problem = QuakeValidation.problem(of: quake, now: now) {
      return .failure(problem)
    }
    return .success(quake)
  }

  /// A REAL or INTEGER column as a number; nil for text, bytes or NULL.
  private func number(_ column: Int32) -> Double? {
    switch sqlite3_column_type(self.statement, column) {
    case SQLITE_FLOAT: sqlite3_column_double(self.statement, column)
    case SQLITE_INTEGER: Double(sqlite3_column_int64(self.statement, column))
    default: nil
    }
  }

  /// A column read as bytes (`CAST(… AS BLOB)`) as UTF-8 text; nil for NULL or bytes that are not UTF-8.
  /// Bytes, not a C string: a NUL inside the text is kept.
  private func text(_ column: Int32) -> String? {
    guard sqlite3_column_type(self.statement, column) != SQLITE_NULL else { return nil }
    let bytes = sqlite3_column_blob(self.statement, column)
    let count = Int(sqlite3_column_bytes(self.statement, column))
    guard let bytes, count > 0 else { return "" }
    return String(validating: UnsafeRawBufferPointer(start: bytes, count: count).assumingMemoryBound(to: UInt8.self), as: UTF8.self)
  }
}
