//  AppPlaces.swift

internal import CGLib
import Foundation

/// Where an app keeps its files, following the XDG base directory rules as GLib reads them
/// (`g_get_user_data_dir`, `g_get_user_cache_dir`, `g_get_user_state_dir`): the same places as every
/// other GLib program. One correction: GLib 2.74 takes a relative `$XDG_DATA_HOME` (or cache, state) as it is, which
/// the XDG spec says to ignore; a relative value here falls back to the default under the home directory.
///
/// GLib alone, not GTK: the server and the persistence modules must not need a display library, so
/// this lives in the shared app-side target (`CGLib`), and the apps pass the directories down.
/// GLib reads the environment once per process.
public enum AppPlaces {
  /// `$XDG_DATA_HOME/<app id>` (default `~/.local/share/<app id>`): data the user would miss.
  public static func dataDirectory(appID: String) -> URL {
    self.base(g_get_user_data_dir(), orHome: ".local/share").appendingPathComponent(appID, isDirectory: true)
  }

  /// `$XDG_CACHE_HOME/<app id>` (default `~/.cache/<app id>`): data that can be fetched again.
  public static func cacheDirectory(appID: String) -> URL {
    self.base(g_get_user_cache_dir(), orHome: ".cache").appendingPathComponent(appID, isDirectory: true)
  }

  /// `$XDG_STATE_HOME/<app id>` (default `~/.local/state/<app id>`): what the app remembers between
  /// runs that is neither data nor cache (its windows' size).
  public static func stateDirectory(appID: String) -> URL {
    self.base(g_get_user_state_dir(), orHome: ".local/state").appendingPathComponent(appID, isDirectory: true)
  }

  /// Inspector exports: `action-logs` in the app's data directory, a place that exists on every
  /// system (an XDG documents directory is optional); the inspector shows the full path of each file.
  public static func exportDirectory(appID: String) -> URL {
    self.dataDirectory(appID: appID).appendingPathComponent("action-logs", isDirectory: true)
  }

  private static func base(_ glibPath: UnsafePointer<CChar>?, orHome fallback: String) -> URL {
    if let glibPath, case let path = String(cString: glibPath), path.hasPrefix("/") {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return URL(fileURLWithPath: String(cString: g_get_home_dir()), isDirectory: true)
      .appendingPathComponent(fallback, isDirectory: true)
  }
}
