//  QuakesCacheLocation.swift

import Foundation

/// Where the cache lives: `$XDG_DATA_HOME/org.immutabledata.Quakes/` (or `~/.local/share/...`),
/// or a directory given with `--data-dir`.
public enum QuakesCacheLocation {
  public static let appDirectoryName = "org.immutabledata.Quakes"
  public static let fileName = "quakes.sqlite"

  public static func defaultDirectory(environment: [String : String] = ProcessInfo.processInfo.environment) -> URL {
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return URL(fileURLWithPath: dataHome).appendingPathComponent(self.appDirectoryName)
    }
    let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/share").appendingPathComponent(self.appDirectoryName)
  }
}
