//  InspectorHosting.swift

/// An app's inspector, whatever the app's state and action types.
@MainActor public protocol InspectorHosting : AnyObject {
  /// The inspector window, while it is open.
  var window: (any WindowHosting)? { get }
  /// Opens the inspector window, or brings it to the front.
  func open(environment: WindowEnvironment)
}
