//  URILauncher.swift

import CGtk
import Foundation
import Localization

/// Opens a web page outside the app. Apps take one so that tests can record the address instead.
@MainActor public protocol URILauncher : AnyObject {
  /// Opens `uri`; throws `URILaunchError` when the desktop could not.
  func open(_ uri: URL) throws
}

/// Why a page could not be opened: the desktop's own words (`description`, for the log) and a sentence
/// for the window (`userMessage`).
public struct URILaunchError : Error, Equatable, CustomStringConvertible {
  /// What the desktop said went wrong.
  public var reason: String

  public var description: String {
    self.reason
  }
}

extension URILaunchError : UserFacingError {
  public var userMessage: String {
    tr("Could not open the page in a web browser. The details are in the log.")
  }
}

/// Opens pages with the desktop's default browser (`g_app_info_launch_default_for_uri`: GTK 4.8 has
/// no GtkUriLauncher, and `gtk_show_uri` does not say when it failed).
@MainActor public final class DesktopURILauncher : URILauncher {
  /// A launcher for the desktop's default browser.
  public init() {}

  public func open(_ uri: URL) throws {
    var message: UnsafeMutablePointer<CChar>?
    guard cgtk_launch_uri(uri.absoluteString, &message) == 0 else { return }
    defer { cgtk_free(message) }
    throw URILaunchError(reason: message.map { String(cString: $0) } ?? "unknown error")
  }
}
