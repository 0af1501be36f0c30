//  PropertyValue.swift

/// A property's value in a view description: plain values, compared to find what changed.
/// The payloads wider than a string are boxed (`indirect`), so a value is 17 bytes, not 81: every view
/// stores, compares and frees its values, and a label's text or a flag need not carry a toast's width.
public enum PropertyValue : Hashable, Sendable {
  /// A text.
  case string(String)
  /// A whole number (sizes and spacings in pixels, indexes, enum raw values).
  case int(Int)
  /// A number (alignments 0…1, ranges and values of spin buttons, scales and bars).
  case double(Double)
  /// An on/off setting.
  case bool(Bool)
  /// A list of texts (choices, CSS classes).
  case strings([String])
  /// A menu button's menu.
  case menu(Menu)
  /// A window's actions.
  case actions([WindowAction])
  /// A calendar's day.
  indirect case day(Day)
  /// Where a child goes in its parent.
  case slot(Slot)
  /// A column view's columns.
  case columns([TableColumn])
  /// The toast a toast overlay shows.
  indirect case toast(Toast)
  /// A message dialog's responses.
  indirect case responses(DialogResponses)
  /// A custom widget's description.
  indirect case custom(CustomWidgetValue)
}

extension PropertyValue {
  /// The text, if this is `.string`; nil otherwise.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
  /// The number, if this is `.int`; nil otherwise.
  public var int: Int? {
    if case .int(let value) = self { return value }
    return nil
  }
  /// The number, if this is `.double`; nil otherwise.
  public var double: Double? {
    if case .double(let value) = self { return value }
    return nil
  }
  /// The setting, if this is `.bool`; nil otherwise.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
  /// The texts, if this is `.strings`; nil otherwise.
  public var strings: [String]? {
    if case .strings(let value) = self { return value }
    return nil
  }
}

/// Where a child goes in a container with named places (header bar, paned, window).
public enum Slot : String, Hashable, Sendable {
  case start
  case end
  case title
  case titlebar
  case content
}

/// A calendar day, in the local calendar (month 1...12).
public struct Day : Hashable, Sendable, Comparable {
  /// The year, such as 2024.
  public var year: Int
  /// The month, 1 (January) … 12.
  public var month: Int
  /// The day of the month, 1 … 31.
  public var day: Int

  /// The day `day` of month `month` of `year` (not checked against the calendar).
  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
