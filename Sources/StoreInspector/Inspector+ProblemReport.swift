//  Inspector+ProblemReport.swift

import AppRuntime
import Foundation
import ImmutableData
import Localization

extension Inspector {
  /// How an app's session becomes a problem report: `write` turns the kept log and the report's
  /// details into the file's bytes (the app's redaction applied); `leftOut` says what it leaves out.
  public struct ProblemReporting {
    /// What the report leaves out, in the user's words (nil: nothing).
    public let leftOut: String?
    /// The file's bytes for the kept log and the report's details.
    public let write: @MainActor (ActionLog<State, Action>, ProblemReport) throws -> Data

    /// Reporting that leaves out `leftOut` and writes with `write`.
    public init(leftOut: String?, write: @escaping @MainActor (ActionLog<State, Action>, ProblemReport) throws -> Data) {
      self.leftOut = leftOut
      self.write = write
    }
  }

  public var canReportProblem: Bool {
    self.report != nil
  }

  public var problemReportLeavesOut: String? {
    self.report?.leftOut
  }

  /// Saves the session's kept actions (the live log, never an imported one) as a problem report in the
  /// export folder, a new file each time, and returns where. Replaying it (`--replay`) reproduces the
  /// state the user saw, without what the app leaves out.
  public func saveProblemReport(appVersion: String, environment: [String : String]) throws -> URL {
    guard let report = self.report else { throw ProblemReportError.notOffered }
    let stamp = ISO8601DateFormatter().string(from: Date())
    let details = ProblemReport(app: self.appName, appVersion: appVersion, savedAt: stamp, environment: environment, leftOut: report.leftOut)
    let data = try report.write(self.log, details)
    do {
      try FileManager.default.createDirectory(at: self.exportDirectory, withIntermediateDirectories: true)
      let name = "\(self.appName.lowercased())-problem-report-\(stamp.replacingOccurrences(of: ":", with: "-")).json"
      let url = self.exportDirectory.appendingPathComponent(name)
      try data.write(to: url, options: .withoutOverwriting)
      return url
    } catch {
      throw ProblemReportError.cannotWrite(folder: self.exportDirectory.path, reason: String(describing: error))
    }
  }
}

/// Why a problem report could not be saved.
public enum ProblemReportError : Error, Equatable, UserFacingError {
  /// The app does not offer problem reports (its states or actions cannot be written).
  case notOffered
  /// The folder could not take the file (missing, read-only, full).
  case cannotWrite(folder: String, reason: String)

  public var userMessage: String {
    switch self {
    case .notOffered: tr("This app cannot save a problem report.")
    case .cannotWrite(let folder, _): tr("Could not write a file into %@: the folder may be missing, read-only or full.", folder)
    }
  }
}
