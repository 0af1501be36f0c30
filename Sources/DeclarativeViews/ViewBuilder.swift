//  ViewBuilder.swift

/// Builds a list of child views with `if`, `switch` and `for` in a closure, and gives each child its
/// place in the closure as its identity: which statement made it, which branch of an `if` or `switch`,
/// which turn of a `for`. So a child keeps its widget (and what the user did to it: focus, scroll,
/// typed text) while an optional sibling before it comes and goes, and the two branches of an `if`
/// never share one. Only the children of a dynamic collection need a key (`ForEach`).
///
/// ```swift
/// View.vbox {
///   if let problem { View.label(problem.text) }  // comes and goes
///   View.entry(text: name, accessibleLabel: "Name", onChange: context.set(\.name))  // keeps its widget meanwhile
/// }
/// ```
@resultBuilder public enum ViewBuilder {
  /// One view.
  public static func buildExpression(_ view: View) -> [View] { [view] }
  /// Several views, such as a `map` over items; unkeyed ones are told apart by their index.
  public static func buildExpression(_ views: [View]) -> [View] {
    var views = views
    for index in views.indices where views[index].storage.key == nil {
      views[index].place = Place.appending(UInt64(index), to: views[index].place)
    }
    return views
  }
  /// A view or nothing.
  public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
  /// The views of a closure of one statement (the common case: placed where they are, without the
  /// copy a variadic array's element would take).
  public static func buildBlock(_ part: consuming [View]) -> [View] {
    Self.placed(consume part, Place.statement(0))
  }
  /// The views of the statements, in order, each placed by its statement.
  public static func buildBlock(_ parts: [View]...) -> [View] {
    var views: [View] = []
    views.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for (index, part) in parts.enumerated() {
      for var view in part {
        view.place = Place.appending(Place.statement(index), to: view.place)
        views.append(view)
      }
    }
    return views
  }
  /// An `if` without `else`: its views, or none.
  public static func buildOptional(_ part: [View]?) -> [View] { part.map { Self.placed($0, Place.optional) } ?? [] }
  /// The views of an `if` or `switch` branch taken.
  public static func buildEither(first: [View]) -> [View] { Self.placed(first, Place.first) }
  /// The views of an `else` or later `switch` branch taken.
  public static func buildEither(second: [View]) -> [View] { Self.placed(second, Place.second) }
  /// The views of every turn of a `for` loop, in order; unkeyed ones are told apart by their turn.
  public static func buildArray(_ parts: [[View]]) -> [View] {
    var views: [View] = []
    for (turn, part) in parts.enumerated() {
      for var view in part {
        if view.storage.key == nil {
          view.place = Place.appending(UInt64(turn), to: view.place)
        }
        views.append(view)
      }
    }
    return views
  }
  /// The views of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }

  private static func placed(_ views: consuming [View], _ step: UInt64) -> [View] {
    var views = consume views
    for index in views.indices {
      views[index].place = Place.appending(step, to: views[index].place)
    }
    return views
  }
}

/// A view's place in the closures that made it, one step per builder level, folded into 64 bits.
/// Folding can in principle make two siblings' places equal; debug builds stop when siblings share
/// an identity (`ChildMatching.assertDistinct`), so such a clash would not pass unseen. A window's
/// components are found by the same folding of their path (AppShell's `ComponentTree`).
@usableFromInline package enum Place {
  static let first: UInt64 = 0x5EED_0000_0000_0001
  static let second: UInt64 = 0x5EED_0000_0000_0002
  static let optional: UInt64 = 0x5EED_0000_0000_0003

  static func statement(_ index: Int) -> UInt64 { 0x57A7_0000_0000_0000 | UInt64(index) }

  /// `place` (the inner steps) with the outer `step` added: order matters, and the result is never 0.
  package static func appending(_ step: UInt64, to place: UInt64) -> UInt64 {
    var hash = (place &+ 0x9E37_79B9_7F4A_7C15) ^ (step &* 0xBF58_476D_1CE4_E5B9)
    hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 29
    return hash == 0 ? 1 : hash
  }
}
