//  GallerySort.swift

import Localization

/// A column of the gallery's table.
public enum GalleryColumn : String, CaseIterable, Hashable, Sendable, Codable {
  /// The star's name.
  case name
  /// The star's magnitude.
  case magnitude
  /// The star's distance.
  case lightYears

  /// The header's text.
  public var title: String {
    switch self {
    case .name: tr("Name")
    case .magnitude: tr("Magnitude")
    case .lightYears: tr("Light years")
    }
  }
}

/// The order of the gallery's table.
public struct GallerySort : Hashable, Sendable, Codable {
  /// The column that sorts.
  public var column: GalleryColumn
  /// Whether the smallest value comes first.
  public var ascending: Bool

  /// Sorting by `column`.
  public init(column: GalleryColumn, ascending: Bool = true) {
    self.column = column
    self.ascending = ascending
  }
}

/// Whether the gallery's file chooser opens a file or saves one.
public enum GalleryChooser : Hashable, Sendable, Codable {
  /// Pick an existing file.
  case open
  /// Name a file to write.
  case save
}

/// A calendar day (month 1...12), kept apart from the view layer's type so the data stays toolkit-free.
public struct GalleryDay : Hashable, Sendable, Codable {
  /// The year.
  public var year: Int
  /// The month, 1...12.
  public var month: Int
  /// The day of the month.
  public var day: Int

  /// The day `day` of `month` in `year`.
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}
