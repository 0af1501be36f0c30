//  ViewBuilder.swift

/// Builds a list of child views with `if`, `switch` and `for` in a closure.
@resultBuilder public enum ViewBuilder {
  /// One view.
  public static func buildExpression(_ view: View) -> [View] { [view] }
  /// Several views, such as a `map` over items.
  public static func buildExpression(_ views: [View]) -> [View] { views }
  /// A view or nothing.
  public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
  /// The views of the statements, in order.
  public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
  /// An `if` without `else`: its views, or none.
  public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
  /// The views of an `if` or `switch` branch taken.
  public static func buildEither(first: [View]) -> [View] { first }
  /// The views of an `else` or later `switch` branch taken.
  public static func buildEither(second: [View]) -> [View] { second }
  /// The views of every iteration of a `for` loop, in order.
  public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
}
