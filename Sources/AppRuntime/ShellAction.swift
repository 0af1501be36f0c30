//  ShellAction.swift

import DeclarativeViews
import Localization

/// One command of the app shell, the same in every app: the primary menu, the keyboard shortcuts
/// window and every window's actions are all made from `ShellAction.table`, so they cannot drift apart.
public struct ShellAction : Hashable, Sendable {
  /// The shell's commands; the raw value is the name of the window action that carries each.
  public enum Command : String, Hashable, Sendable, CaseIterable {
    case newWindow = "new-window"
    case closeWindow = "close"
    case inspector = "inspector"
    case shortcuts = "show-shortcuts"
    case reportProblem = "report-problem"
    case about = "about"
    case quit = "quit"
  }

  /// Which command this is.
  public let command: Command
  /// The menu item's and the shortcuts window's words, in the language of the moment.
  public let title: String
  /// A GTK accelerator, if it has one.
  public let shortcut: String?
  /// Listed in the primary menu (Close Window is only a shortcut, as in GNOME's own apps).
  public let isInMenu: Bool

  /// The window action that carries it (every window of the app has the same ones).
  public var windowAction: WindowAction {
    WindowAction(name: self.command.rawValue, shortcut: self.shortcut, title: self.title)
  }

  /// The shell's commands of an app named `appName` ("About Counter"); Inspector only when the app has
  /// one, Report a Problem only when it can save one.
  public static func table(appName: String, hasInspector: Bool, canReportProblem: Bool = false) -> [ShellAction] {
    var table = [
      ShellAction(command: .newWindow, title: tr("New Window"), shortcut: "<Control>n", isInMenu: true),
      ShellAction(command: .closeWindow, title: tr("Close Window"), shortcut: "<Control>w", isInMenu: false),
    ]
    if hasInspector {
      table.append(ShellAction(command: .inspector, title: tr("Inspector"), shortcut: "<Shift><Control>i", isInMenu: true))
    }
    table += [
      ShellAction(command: .shortcuts, title: tr("Keyboard Shortcuts"), shortcut: "<Control>question", isInMenu: true),
    ]
    if canReportProblem {
      table.append(ShellAction(command: .reportProblem, title: tr("Report a Problem…"), shortcut: nil, isInMenu: true))
    }
    table += [
      ShellAction(command: .about, title: tr("About %@", appName), shortcut: nil, isInMenu: true),
      ShellAction(command: .quit, title: tr("Quit"), shortcut: "<Control>q", isInMenu: true),
    ]
    return table
  }
}
