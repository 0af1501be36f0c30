//  GalleryState.swift

import Localization

/// Everything the gallery's widgets show: one value per widget, so each shows the store's state.
public struct GalleryState : Hashable, Sendable {
  /// The limits the reducer enforces (the widgets' own bounds are the same).
  public static let countRange = 0.0 ... 10.0
  /// The scale's range.
  public static let volumeRange = 0.0 ... 100.0
  /// The longest name, search or notes kept, in characters.
  public static let maximumTextLength = 10_000
  /// The drop-down's choices.
  public static var flavours: [String] { [tr("Vanilla"), tr("Chocolate"), tr("Strawberry")] }
  /// The radio group's choices.
  public static var sizes: [String] { [tr("Small"), tr("Medium"), tr("Large")] }
  /// The names of the stack's pages.
  public static let pages = ["first", "second", "third"]
  /// The carousel's slides (icon names).
  public static let slides = ["weather-clear-symbolic", "weather-few-clouds-symbolic", "weather-snow-symbolic"]
  /// The tab view's documents, in tab order.
  public static let documents = ["notes", "tasks", "ideas"]
  /// The names of the view stack's pages.
  public static let viewPages = ["recent", "starred", "all"]
  /// The grid view's tiles (icon names, without `-symbolic`).
  public static let tiles = ["weather-clear", "weather-few-clouds", "weather-overcast", "weather-showers", "weather-snow", "weather-storm"]
  /// The table's number of rows.
  public static let starCount = 10_000

  /// The section the window shows.
  public var section: GallerySection = .buttons
  /// Shows every widget of the page insensitive, to see the disabled state.
  public var isDisabled = false

  /// How often the buttons were clicked.
  public var clicks = 0
  /// The check button's state.
  public var isChecked = false
  /// The switch's state (the spinner spins while it is on).
  public var isSwitchOn = true

  /// The entry's text.
  public var name = ""
  /// The search entry's text.
  public var search = ""
  /// The text view's text.
  public var notes = "Several lines of text.\nLong lines wrap at word boundaries."
  /// The code editor's text (a GtkSourceView, placed through the escape hatch).
  public var code = "let greeting = \"Hello, GNOME!\"\nfor _ in 1 ... 3 {\n    print(greeting)\n}\n"

  /// The spin button's value.
  public var count = 3.0
  /// The scale's value, also shown by the level bar.
  public var volume = 40.0
  /// Steps of 10 %, 0...10.
  public var progressSteps = 3

  /// The drop-down's choice.
  public var flavour: Int? = 0
  /// The radio group's choice.
  public var size: Int? = 1
  /// The calendars' day.
  public var day = GalleryDay(year: 2026, month: 6, day: 21)

  /// The stack's page.
  public var page = "first"
  /// The tab view's open documents, in tab order, and the selected one.
  public var openDocuments = GalleryState.documents
  public var selectedDocument: String? = "notes"
  /// The carousel's slide.
  public var slide = 0
  /// The view stack's page.
  public var viewPage = "recent"
  /// Whether the expander is open.
  public var showsDetails = false

  /// The table's rows, in catalogue order.
  public var stars = GalleryStar.catalogue(count: GalleryState.starCount)
  /// The table's order (nil: catalogue order).
  public var sort: GallerySort?
  /// The grid view's selected tile.
  public var selectedTile: String?
  /// The table's selected row.
  public var selectedStar: String?

  /// How often the link button was clicked.
  public var linkClicks = 0
  /// The image file the user opened.
  public var imagePath: String?

  /// The file chooser being shown, if any.
  public var chooser: GalleryChooser?
  /// Where the user last chose to save.
  public var savedPath: String?
  /// Whether the preferences window is shown.
  public var showsPreferences = false
  /// Whether the alert is shown.
  public var showsAlert = false
  /// How often the alert was confirmed.
  public var confirmations = 0
  /// The last menu item chosen.
  public var lastMenuCommand: String?

  /// The gallery's first state.
  public init() {}

  /// The progress bar's fraction, 0...1.
  public var progress: Double {
    Double(self.progressSteps) / 10
  }
}
