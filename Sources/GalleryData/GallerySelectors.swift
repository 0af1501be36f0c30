//  GallerySelectors.swift

import Localization

/// Values the gallery's views read from the state.
public enum GallerySelectors {
  /// The stars in the table's order: the chosen column (ties by id), or the catalogue's order.
  public static func sortedStars(_ state: GalleryState) -> [GalleryStar] {
    guard let sort = state.sort else { return state.stars }
    return state.stars.sorted { first, second in
      sort.ascending ? Self.precedes(first, second, by: sort.column) : Self.precedes(second, first, by: sort.column)
    }
  }

  private static func precedes(_ first: GalleryStar, _ second: GalleryStar, by column: GalleryColumn) -> Bool {
    switch column {
    case .name: (first.name, first.id) < (second.name, second.id)
    case .magnitude: (first.magnitude, first.id) < (second.magnitude, second.id)
    case .lightYears: (first.lightYears, first.id) < (second.lightYears, second.id)
    }
  }

  /// A one-line summary of what the user did last on the dialogs page.
  public static func dialogSummary(_ state: GalleryState) -> String {
    var parts: [String] = []
    if let command = state.lastMenuCommand { parts.append(tr("Menu: %@", Self.commandName(command))) }
    if let saved = state.savedPath { parts.append(tr("Saved as %@", saved)) }
    if let image = state.imagePath { parts.append(tr("Opened %@", image)) }
    parts.append(trn("Confirmed %@ time", "Confirmed %@ times", state.confirmations))
    return parts.joined(separator: " · ")
  }

  /// A menu command (the state keeps its untranslated name) in the user's language.
  static func commandName(_ command: String) -> String {
    switch command {
    case "Copy": tr("Copy")
    case "Paste": tr("Paste")
    default: command
    }
  }
}
