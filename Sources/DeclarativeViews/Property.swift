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
  // libadwaita (View+Adwaita.swift).
  case body
  case toast
  case responses
  case activatable
  case titleButtons
}
