//  InspectorHosting.swift

import Foundation

/// An app's inspector, whatever the app's state and action types.
@MainActor public protocol InspectorHosting : AnyObject {
  /// The inspector window, while it is open.
  var window: (any WindowHosting)? { get }
  /// Opens the inspector window, or brings it to the front.
  func open(environment: WindowEnvironment)
  /// While the app's windows show a past state: which recorded action, of how many.
  var preview: InspectorPreview? { get }
  /// Ends a preview: the app shows its present state again.
  func returnToPresent()
  /// Called after a preview starts or ends (the app shell then re-renders its windows).
  var onPreviewChange: (@MainActor () -> Void)? { get set }
  /// Keeps what the inspector lists (its kind filters) in `directory` between runs, and lists what the
  /// last run kept there. A running app calls it with its state directory; tests leave it out.
  func keepFilters(in directory: URL)
  /// Whether the app can save a problem report (its states and actions can be written as a log).
  var canReportProblem: Bool { get }
  /// What a problem report leaves out, in the user's words ("The animals' names"); nil: nothing.
  var problemReportLeavesOut: String? { get }
  /// Saves the session's log as a problem report of `appVersion` on `environment`; returns the file.
  func saveProblemReport(appVersion: String, environment: [String : String]) throws -> URL
}
