//  ViewBuilder.swift

/// Builds a list of child views with `if`, `switch` and `for` in a closure.
@resultBuilder public enum ViewBuilder {
  public static func buildExpression(_ view: View) -> [View] { [view] }
  public static func buildExpression(_ views: [View]) -> [View] { views }
  public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }
  public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }
  public static func buildEither(first: [View]) -> [View] { first }
  public static func buildEither(second: [View]) -> [View] { second }
  public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }
}
