//  DialogResponses.swift

/// How a response button of a message dialog looks (AdwResponseAppearance).
public enum ResponseAppearance : Int, Hashable, Sendable {
  case normal = 0
  case suggested = 1
  case destructive = 2
}

/// One answer a message dialog offers: an id for the program, a label for the user.
public struct DialogResponse : Hashable, Sendable {
  public var id: String
  public var label: String
  public var appearance: ResponseAppearance
  public var isEnabled: Bool

  public init(_ id: String, _ label: String, appearance: ResponseAppearance = .normal, isEnabled: Bool = true) {
    self.id = id
    self.label = label
    self.appearance = appearance
    self.isEnabled = isEnabled
  }
}

/// The responses of a message dialog, in order, with the one Enter chooses and the one Escape chooses.
/// A shown dialog keeps the ids it was given (libadwaita 1.2 cannot take one away): labels, appearances
/// and enabled states change in place, a response left out is disabled. Give another set its own key.
public struct DialogResponses : Hashable, Sendable {
  public var responses: [DialogResponse]
  public var defaultResponse: String?
  public var closeResponse: String

  public init(_ responses: [DialogResponse], default defaultResponse: String? = nil, close closeResponse: String) {
    self.responses = responses
    self.defaultResponse = defaultResponse
    self.closeResponse = closeResponse
  }
}
