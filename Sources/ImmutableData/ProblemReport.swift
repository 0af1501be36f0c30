//  ProblemReport.swift

import Foundation

/// What a problem report says about where its action log comes from: the app, its version, when it was
/// saved, the system it ran on, and what was left out of it. An action log file that carries one
/// (`ActionLogFile.report`) replays like any other.
public struct ProblemReport : Codable, Sendable, Hashable {
  /// The app's name ("Animals").
  public var app: String
  /// The app's version ("1.0.0").
  public var appVersion: String
  /// When it was saved (ISO 8601, UTC).
  public var savedAt: String
  /// The system: operating system, GTK and libadwaita versions, language.
  public var environment: [String : String]
  /// What the app left out of the log (its redaction's description), nil when nothing was.
  public var leftOut: String?

  /// A report of `app` at `appVersion`, saved at `savedAt`, on `environment`, without `leftOut`.
  public init(app: String, appVersion: String, savedAt: String, environment: [String : String], leftOut: String?) {
    self.app = app
    self.appVersion = appVersion
    self.savedAt = savedAt
    self.environment = environment
    self.leftOut = leftOut
  }
}

/// What an app leaves out of a problem report: the values of the fields it names (`"name"`, `"title"`),
/// wherever they are in its states and actions, each replaced by a pseudonym. One value gets the same
/// pseudonym everywhere in a report, so the log still replays to the same state, but the pseudonyms of
/// one run cannot be matched with another's (they are keyed with a secret the run draws).
///
/// ```swift
/// app.enableInspector(logVersion: 1, redacting: ActionLogRedaction(fields: ["title"], leftOut: tr("The to-dos' titles")))
/// ```
public struct ActionLogRedaction : Sendable {
  /// The JSON keys whose string values are left out.
  public let fields: Set<String>
  /// What is left out, in the user's words ("The animals' names").
  public let leftOut: String
  private let key: UInt64

  /// Leaves out the string values of `fields`, described to the user as `leftOut`.
  public init(fields: Set<String>, leftOut: String) {
    self.fields = fields
    self.leftOut = leftOut
    self.key = UInt64.random(in: .min ... .max)
  }

  /// The JSON document `data` with the fields' string values replaced, outside the keys in `keeping`.
  public func redact(_ data: Data, keeping: Set<String> = []) throws -> Data {
    let document = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let redacted = self.redact(document, keeping: keeping)
    return try JSONSerialization.data(withJSONObject: redacted, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
  }

  private func redact(_ value: Any, keeping: Set<String>) -> Any {
    if let object = value as? [String : Any] {
      var result: [String : Any] = [:]
      for (name, member) in object {
        if keeping.contains(name) {
          result[name] = member
        } else if self.fields.contains(name), let text = member as? String {
          result[name] = self.pseudonym(for: text, field: name)
        } else {
          result[name] = self.redact(member, keeping: keeping)
        }
      }
      return result
    }
    if let array = value as? [Any] {
      return array.map { self.redact($0, keeping: keeping) }
    }
    return value
  }

  /// `field` and a keyed FNV-1a hash of `text`: the same text, the same pseudonym, within one run.
  func pseudonym(for text: String, field: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ self.key
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return "\(field) \(String(hash >> 32, radix: 16))"
  }
}

extension ActionLogFile {
  /// The same log, carrying `report`.
  public func reporting(_ report: ProblemReport) -> ActionLogFile {
    ActionLogFile(version: self.version, initialState: self.initialState, actions: self.actions, report: report)
  }

  /// The file's bytes as a problem report: `report` added and, with a redaction, its fields left out
  /// of the states and actions (the report's own details are kept).
  public func reportData(_ report: ProblemReport, redacting redaction: ActionLogRedaction?) throws -> Data {
    let data = try self.reporting(report).encoded()
    return try redaction?.redact(data, keeping: ["report"]) ?? data
  }
}
