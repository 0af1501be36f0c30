//  DialogResponses.swift

/// How a response button of a message dialog looks (AdwResponseAppearance).
public enum ResponseAppearance : Int, Hashable, Sendable {
  case normal = 0
  case suggested = 1
  case destructive = 2
}

/// One answer a message dialog offers: an id for the program, a label for the user.
public struct DialogResponse : Hashable, Sendable {
  /// What the dialog's `.response` handler gets when this response is chosen.
  public var id: String
  /// The button's text, as the user sees it.
  public var label: String
  /// How the button looks (default `.normal`).
  public var appearance: ResponseAppearance
  /// Whether the button can be chosen (default true).
  public var isEnabled: Bool

  /// A response `id` shown as a button labelled `label`.
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
  /// The buttons, in the order they are shown.
  public var responses: [DialogResponse]
  /// The id Enter chooses; nil when Enter chooses nothing.
  public var defaultResponse: String?
  /// The id Escape and the close button give.
  public var closeResponse: String

  /// `responses` in order, with the ids Enter (`default`) and Escape (`close`) choose.
  public init(_ responses: [DialogResponse], default defaultResponse: String? = nil, close closeResponse: String) {
    self.responses = responses
    self.defaultResponse = defaultResponse
    self.closeResponse = closeResponse
  }
}

extension DialogResponses {
  /// The question before something that cannot be taken back: Cancel (id "cancel", chosen by Enter and
  /// Escape, so a stray key never destroys) and a destructive `verb` (id `id`).
  ///
  /// ```swift
  /// View.messageDialog(heading: tr("Delete All?"), body: body,
  ///                    responses: .confirmation("delete", tr("Delete"), cancel: tr("Cancel")), onResponse: context.send { .didAnswer($0) })
  /// ```
  public static func confirmation(_ id: String, _ verb: String, cancel: String) -> DialogResponses {
    DialogResponses(
      [DialogResponse("cancel", cancel), DialogResponse(id, verb, appearance: .destructive)],
      default: "cancel",
      close: "cancel"
    )
  }
}
