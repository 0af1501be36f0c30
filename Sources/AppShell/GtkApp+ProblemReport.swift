//  GtkApp+ProblemReport.swift

import AppSupport
import CGtk
import DeclarativeViews
import Foundation
import Localization

/// What Report a Problem did: where the report is, or why it could not be saved.
enum ProblemReportOutcome {
  case saved(path: String, leftOut: String?)
  case failed(reason: String)
}

extension GtkApp {
  /// Saves the session as a problem report (the inspector's kept log, the app's redaction applied, the
  /// app's version and the system it runs on) and says where in a dialog over `window`.
  func reportProblem(from window: any WindowHosting) {
    guard let inspector else { return }
    let outcome: ProblemReportOutcome
    do {
      let url = try inspector.saveProblemReport(appVersion: self.about.version, environment: Self.environmentDescription)
      outcome = .saved(path: url.path, leftOut: inspector.problemReportLeavesOut)
    } catch {
      outcome = .failed(reason: AppNotices.userMessage(for: error))
    }
    self.problemReports[ObjectIdentifier(window)] = outcome
    window.setNeedsRender()
  }

  /// The dialog saying what Report a Problem did, over the window that asked (nil: none open).
  func problemReportDialog(over window: any WindowHosting) -> View? {
    guard let outcome = self.problemReports[ObjectIdentifier(window)] else { return nil }
    let close: @MainActor (String) -> Void = { [weak self, weak window] _ in
      guard let self, let window else { return }
      self.problemReports[ObjectIdentifier(window)] = nil
      window.setNeedsRender()
    }
    let (heading, body): (String, String) = switch outcome {
    case .saved(let path, let leftOut):
      (tr("Report Saved"), tr("The report is %@. Attach it to your message: it holds what you did in this session, so the problem can be seen again.", path)
        + (leftOut.map { " " + tr("%@ are left out.", $0) } ?? ""))
    case .failed(let reason):
      (tr("Could Not Save the Report"), reason)
    }
    let responses = DialogResponses([DialogResponse("close", tr("Close"), appearance: .suggested)], default: "close", close: "close")
    return View.messageDialog(heading: heading, body: body, responses: responses, onResponse: .run(close)).name("problem-report")
  }

  /// The system the app runs on, for a problem report: the operating system, GTK, libadwaita, language.
  static var environmentDescription: [String : String] {
    [
      "system": Self.operatingSystem,
      "gtk": "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
      "libadwaita": "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())",
      "language": Localization.locale.identifier,
    ]
  }

  /// `PRETTY_NAME` of /etc/os-release ("Debian GNU/Linux 12 (bookworm)"), or "Linux".
  private static var operatingSystem: String {
    guard let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return "Linux" }
    for line in release.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
      return String(line.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
    return "Linux"
  }
}
