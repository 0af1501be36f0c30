//  DataDirectory.swift

import Foundation

/// Where the Animals data lives by default: `$XDG_DATA_HOME/<app id>/`, or `~/.local/share/<app id>/`.
public enum DataDirectory {
  public static let appId = "org.immutabledata.Animals"

  public static func defaultURL(environment: [String : String] = ProcessInfo.processInfo.environment) -> URL {
    // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent(Self.appId, isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/share", isDirectory: true)
      .appendingPathComponent(Self.appId, isDirectory: true)
  }
}
