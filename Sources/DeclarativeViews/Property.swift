//  Property.swift

/// A settable property of a widget. Which kinds honour which properties is the backend's business;
/// the reconciler only compares values and sends the ones that changed.
public enum Property : String, Hashable, Sendable, CaseIterable {
  /// A window's, header bar's, page's, dialog's, group's or row's title (string).
  case title
  /// A header bar's or row's second line (string).
  case subtitle
  /// The text of a label, entry, text view or progress bar (string).
  case text
  /// A button's, check button's, expander's or link button's label (string).
  case label
  /// An icon from the icon theme, by name (string).
  case iconName
  /// The hint an empty entry shows (string).
  case placeholder
  /// The name screen readers announce (string).
  case accessibleLabel
  /// The name tests and keyboard focus find the widget by (string); GTK's widget name (CSS `#name`).
  case name
  /// The text shown when the pointer rests on the widget (string).
  case tooltip
  /// The widget's CSS style classes (strings).
  case cssClasses
  /// Whether the user can interact with the widget (bool, default true).
  case sensitive
  /// Whether the widget is shown (bool, default true).
  case visible
  /// Whether a check button or switch is on (bool).
  case active
  /// Whether a spinner spins (bool).
  case spinning
  /// Whether a box, separator, paned or radio group runs top to bottom (bool).
  case vertical
  /// The gap between a box's children, in pixels (int).
  case spacing
  /// Empty space on all four sides of the widget, in pixels (int).
  case margin
  /// Whether the widget takes extra horizontal space (bool).
  case hexpand
  /// Whether the widget takes extra vertical space (bool).
  case vexpand
  /// Horizontal `Alignment` in the space the parent gives (its raw value, int).
  case halign
  /// Vertical `Alignment` in the space the parent gives (its raw value, int).
  case valign
  /// The width the widget asks for, in pixels (int; -1: natural).
  case width
  /// The height the widget asks for, in pixels (int; -1: natural).
  case height
  /// A window's width when it opens, in pixels (int).
  case defaultWidth
  /// A window's height when it opens, in pixels (int).
  case defaultHeight
  /// Where a paned's divider is, in pixels from the start (int).
  case position
  /// The texts of a drop-down's, combo row's or radio group's choices (strings).
  case choices
  /// The index of the chosen choice (int; -1: none).
  case selectedIndex
  /// The key of a list's selected row (string).
  case selectedKey
  /// The key of a row a list scrolls to (string).
  case scrollToKey
  /// A menu button's or split button's menu.
  case menu
  /// A window's actions (the window's menu and keyboard commands).
  case actions
  /// A calendar's selected day.
  case date
  /// A drawing area redraws when this changes (int: the hash of the view's version value).
  case drawVersion
  /// Whether a label breaks its text into lines (bool).
  case wrap
  /// Where a label's text sits in its width, 0 start … 1 end (double).
  case xalign
  /// Whether a label cuts its text short with "…" when it does not fit (bool).
  case ellipsize
  /// Whether the user can select and copy a label's text (bool).
  case selectable
  /// Whether a button draws its frame (bool; false: flat).
  case hasFrame
  /// An icon image's size in pixels (int).
  case pixelSize
  /// Where the widget goes in its parent (`Slot`).
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
  /// A status page's or group's description, a message dialog's message (string).
  case body
  /// The toast a toast overlay shows.
  case toast
  /// A message dialog's response buttons.
  case responses
  /// Whether an action row reacts to clicks (bool).
  case activatable
  /// Whether a GNOME header bar shows the window's buttons (bool).
  case titleButtons
  /// A custom widget's description (`.custom`): the app's value, compared with its own `==`.
  case custom
  /// What a drag from the view carries (string, `draggable(_:)`).
  case dragValue
  /// What the view takes when dropped on it: "text", "files" (strings, `onDrop(_:)`, `onDropFiles(_:)`).
  case dropTypes
  /// Changes the vocabulary does not have, applied to the view's widget by the backend (`CustomModifiers`).
  case customModifiers
  /// A page's icon in a view switcher (icon name, `page(_:title:icon:)`).
  case pageIcon
}
