//  PropertyValue.swift

/// A property's value in a view description: plain values, compared to find what changed.
public enum PropertyValue : Hashable, Sendable {
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case strings([String])
  case menu(Menu)
  case actions([WindowAction])
  case day(Day)
  case slot(Slot)
  /// A column view's columns.
  case columns([TableColumn])
  case toast(Toast)
  case responses(DialogResponses)
}

extension PropertyValue {
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
  public var int: Int? {
    if case .int(let value) = self { return value }
    return nil
  }
  public var double: Double? {
    if case .double(let value) = self { return value }
    return nil
  }
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }
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
  public var year: Int
  public var month: Int
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
