//  AppAbout.swift

import AppSupport

/// What the About window says about an app (its license is the project's, Apache-2.0).
///
/// ```swift
/// app.about = AppAbout(name: "Reading List", version: "1.0", developers: ["Ada"])
/// ```
public struct AppAbout : Hashable, Sendable {
  /// The app's name as people know it ("Counter").
  public var name: String
  /// The version shown, such as "1.2.0".
  public var version: String
  /// The address the About window links to (nil: it shows no link).
  public var website: String?
  /// The names listed as the app's developers.
  public var developers: [String]

  /// The About details of `name`; the version defaults to this build's, developers to the project's. The
  /// project has no public address yet, so no website is shown unless one is given.
  public init(
    name: String,
    version: String = AppVersion.current,
    website: String? = nil,
    developers: [String] = ["ImmutableData for GTK contributors"]
  ) {
    self.name = name
    self.version = version
    self.website = website
    self.developers = developers
  }
}
