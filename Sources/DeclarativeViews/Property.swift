//  Property.swift

/// A settable property of a widget. Which kinds honour which properties is the backend's business;
/// the reconciler only compares values and sends the ones that changed.
public enum Property : String, Hashable, Sendable, CaseIterable {
  case title
  case subtitle
  case text
  case label
  case iconName
  case placeholder
  case accessibleLabel
  case tooltip
  case cssClasses
  case sensitive
  case visible
  case active
  case spinning
  case vertical
  case spacing
  case margin
  case hexpand
  case vexpand
  case halign
  case valign
  case width
  case height
  case defaultWidth
  case defaultHeight
  case position
  case choices
  case selectedIndex
  case selectedKey
  case scrollToKey
  case menu
  case actions
  case date
  case drawVersion
  case wrap
  case xalign
  case ellipsize
  case selectable
  case hasFrame
  case pixelSize
  case slot
  // Ranges: bounds and step come before the value, so a value is never clamped to stale bounds.
  /// The lower bound of a spin button, scale or level bar.
  case minimum
  /// The upper bound of a spin button, scale or level bar.
  case maximum
  /// How much a spin button's or scale's arrow keys and buttons change its value.
  case step
  /// The decimals a spin button or scale shows (and rounds to).
  case digits
  /// The value of a spin button, scale or level bar; a progress bar's fraction (0...1).
  case value
  /// Whether the user may edit a text view.
  case editable
  /// The address a link button opens.
  case uri
  /// The path of an image's file.
  case file
  /// The name of a stack page (its key).
  case pageName
  /// The title of a stack page, on its switcher button.
  case pageTitle
  /// The name of the page a stack shows.
  case visiblePage
  /// Whether an expander is open.
  case expanded
  /// A menu that pops up over any view on a right click or the Menu key.
  case contextMenu
  /// A column view's columns.
  case columns
  /// The id of the column a column view shows sorted.
  case sortColumn
  /// Whether that column sorts ascending.
  case sortAscending
  /// Whether a file chooser saves (else it opens).
  case saveMode
  /// The file name a saving file chooser starts with.
  case suggestedName
  /// The folder a file chooser starts in.
  case folder
  // libadwaita (View+Adwaita.swift).
  case body
  case toast
  case responses
  case activatable
  case titleButtons
}
