//  AppAbout.swift

import AppSupport

/// What the About window says about an app (its license is the project's, Apache-2.0).
public struct AppAbout : Hashable, Sendable {
  /// The app's name as people know it ("Counter").
  public var name: String
  public var version: String
  public var website: String
  public var developers: [String]

  public init(
    name: String,
    version: String = AppVersion.current,
    website: String = "https://example.org/immutabledata-gtk",
    developers: [String] = ["ImmutableData for GTK contributors"]
  ) {
    self.name = name
    self.version = version
    self.website = website
    self.developers = developers
  }
}
