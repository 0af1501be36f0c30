//  UserFacingError.swift

/// An error that can say what went wrong in words a user understands, in the user's language.
///
/// `AppNotices.report` shows `userMessage` in the app's windows; an error that does not adopt this
/// protocol is shown as a generic sentence, and its description goes to the log only.
public protocol UserFacingError : Error {
  /// What went wrong, as a translated sentence (`tr`/`trn`) for the user: never a type's or value's dump.
  var userMessage: String { get }
}
