//  ActionLogError+UserFacing.swift

import Foundation
import ImmutableData
import Localization

// `description` keeps the decoder's details for the log; the user reads what it means for the file.
extension ActionLogError : UserFacingError {
  /// Why the action log cannot be replayed, in the user's words and language.
  public var userMessage: String {
    switch self {
    case .notAnActionLog:
      tr("This file is not an action log: it was refused and left as it is.")
    case .incompatibleVersion(.some(let found), let expected):
      tr("This action log was written for version %1$@ of the app's data; this app reads version %2$@. It cannot be replayed.", found, expected)
    case .incompatibleVersion(.none, _):
      tr("This action log does not say which version of the app's data it holds. It cannot be replayed.")
    case .unreadableContent:
      tr("This action log is damaged or holds states or actions this app does not know. It cannot be replayed.")
    case .replayFailed(let index, _):
      tr("The app refused action %@ of this action log while replaying it. It cannot be replayed.", index + 1)
    case .cannotRead(let path, _):
      tr("The action log %@ could not be read: check that the file exists and that you may read it.", path)
    case .tooLarge(let bytes, let limit):
      tr("This action log is too large to replay: %1$@ MiB, and a log may have at most %2$@ MiB.", Self.mebibytes(bytes), Self.mebibytes(limit))
    }
  }

  private static func mebibytes(_ bytes: Int) -> String {
    (Double(bytes) / 1_048_576).formatted(.number.precision(.fractionLength(0 ... 1)).locale(Localization.locale))
  }
}
