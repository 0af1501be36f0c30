//  Inspector+Dispatch.swift

import AppRuntime
import Foundation
import Localization

extension Inspector {
  /// How the inspector sends an action it was given as text: `decode` reads an action's JSON (its
  /// `Codable` form) and dispatches it to the app's store; `encode` writes a recorded action in that
  /// form, to edit as a new one.
  public struct ActionDispatching {
    /// Reads `text` as an action and dispatches it; throws in the user's words when it is not one.
    public let dispatch: @MainActor (String) throws -> String
    /// The JSON of `action` (one line, keys sorted).
    public let encode: @MainActor (Action) -> String?

    /// Dispatching with `dispatch` (returning what was sent, described) and editing with `encode`.
    public init(dispatch: @escaping @MainActor (String) throws -> String, encode: @escaping @MainActor (Action) -> String?) {
      self.dispatch = dispatch
      self.encode = encode
    }
  }

  /// Whether the inspector can send actions it is given as text (the app's actions are `Codable`).
  public var canDispatch: Bool {
    self.dispatching != nil
  }

  /// The most characters of an action's text the inspector reads (64 KiB).
  public static var maxActionText: Int { 65_536 }

  /// Puts the selected action's JSON in the dispatch field, to edit as a new one.
  func editAsNew(id: Int?) {
    guard let id, let entry = self.shownLog.entry(id: id), let text = self.dispatching?.encode(entry.action) else { return }
    self.dispatchLater(.didChangeDispatchText(text))
  }

  /// Sends the action written in `text` to the app's store, and says in the status line what was sent,
  /// or why nothing was.
  func dispatchText(_ text: String) {
    guard let dispatching else { return }
    guard text.count <= Self.maxActionText else {
      self.dispatchLater(.didFailToDispatch(message: tr("The text is longer than %@ characters.", Self.maxActionText)))
      return
    }
    do {
      let sent = try dispatching.dispatch(text)
      self.dispatchLater(.didDispatch(description: sent))
    } catch {
      self.dispatchLater(.didFailToDispatch(message: (error as? any UserFacingError)?.userMessage ?? AppNotices.userMessage(for: error)))
    }
  }
}

/// Why the inspector sent no action.
public enum InspectorDispatchError : Error, UserFacingError {
  /// The text is not an action of the app, in its Codable form.
  case notAnAction(appName: String)

  public var userMessage: String {
    switch self {
    case .notAnAction(let appName): tr("This is not an action of %@: write it as the JSON of one (Edit as New shows the form).", appName)
    }
  }
}
