//  AnimalsFailure+Text.swift

import AnimalsData
import Localization

extension AnimalsFailure {
  /// The failure in the user's words and language.
  public var text: String {
    switch self {
    case .refused(let refusal): refusal.text
    case .animalNotFound: tr("This animal no longer exists.")
    case .animalExists: tr("An animal with the same id already exists.")
    case .invalidName(.empty): tr("An animal needs a name.")
    case .invalidName(.tooLong(let maxLength)):
      trn("The name is too long: at most %@ character.", "The name is too long: at most %@ characters.", maxLength)
    case .invalidName(.controlCharacter): tr("The name contains a control character (such as a tab or a line break); remove it.")
    case .unknownCategory: tr("The chosen category no longer exists.")
    case .invalidVersion: tr("The change names a version of the animal that does not exist.")
    case .staleVersion: tr("Someone else changed this animal meanwhile.")
    case .requestReused: tr("The server already received another change under the same request; nothing was changed.")
    case .cannotCreateDataDirectory(let path): tr("Cannot create the data folder %@.", path)
    case .storageCorrupt(let path):
      tr("Cannot open the animals database at %@: it may be damaged, belong to another program or not be readable. The file was left untouched.", path)
    case .storageUnreadable: tr("The stored data holds values this version of the app cannot read.")
    case .storageFailed: tr("Reading or writing the animals database failed.")
    case .diskFull: tr("The disk is full, so nothing was changed. Free some space on it, then try again.")
    case .serverUnreachable(let server): tr("Cannot reach the animals server at %@. Is animals-server running?", server)
    case .connectionLost(let server):
      tr("The connection to the animals server at %@ broke before it answered; the change may or may not have been made.", server)
    case .serverTimedOut(let server, let seconds):
      trn("The animals server at %2$@ did not answer within %1$@ second.", "The animals server at %2$@ did not answer within %1$@ seconds.", seconds, server)
    case .serverNeedsToken: tr("The animals server needs its token, or refused the one given.")
    case .serverWrongAddress: tr("The animals server does not answer for the address it was asked at.")
    case .serverFailed: tr("The animals server could not carry out the request.")
    case .serverStorageUnavailable: tr("The animals server cannot reach its database right now. Try again in a moment.")
    case .serverDiskFull: tr("The animals server's disk is full, so nothing was changed. Try again once space has been freed on it.")
    case .serverBusy: tr("The animals server is busy; try again later.")
    case .tooLarge: tr("The request or its answer is larger than the animals server allows.")
    case .serverRejectedRequest: tr("The animals server refused what this app sent.")
    case .serverRefused: tr("The animals server refused the request for a reason this version of the app does not know.")
    case .invalidAnswer: tr("The animals server sent an answer this app does not understand.")
    case .network: tr("A network error interrupted the connection to the animals server.")
    case .liveEnded: tr("The server ended the live connection.")
    case .liveEventTooLarge(let limitKiB): tr("The animals server sent a live change larger than %@ KiB; the connection was closed.", limitKiB)
    case .liveEventInvalid: tr("The animals server sent a live change this app does not understand; the connection was closed.")
    case .liveSilent(let server, let seconds):
      trn(
        "The animals server at %2$@ sent nothing for %1$@ second; the connection was taken as lost.",
        "The animals server at %2$@ sent nothing for %1$@ seconds; the connection was taken as lost.", seconds, server
      )
    case .historyFailed(.undo, let failure): tr("Cannot undo: %@", failure.text)
    case .historyFailed(.redo, let failure): tr("Cannot redo: %@", failure.text)
    case .historyStepDropped(.undo, let name, false): tr("Cannot undo: someone else changed “%@” meanwhile, so this step was dropped.", name)
    case .historyStepDropped(.undo, let name, true): tr("Cannot undo: someone else deleted “%@” meanwhile, so this step was dropped.", name)
    case .historyStepDropped(.redo, let name, false): tr("Cannot redo: someone else changed “%@” meanwhile, so this step was dropped.", name)
    case .historyStepDropped(.redo, let name, true): tr("Cannot redo: someone else deleted “%@” meanwhile, so this step was dropped.", name)
    case .unexpected: tr("Something unexpected went wrong.")
    }
  }
}

extension AnimalsReducerError {
  /// The refusal in the user's words and language.
  var text: String {
    switch self {
    case .animalNotFound: tr("This animal no longer exists.")
    case .requestPending: tr("A change of this animal is still being saved.")
    case .emptyName: tr("An animal needs a name.")
    case .unknownCategory: tr("The chosen category no longer exists.")
    case .fetchInFlight: tr("The data is still loading.")
    case .nothingToRetry: tr("Nothing failed, so there is nothing to retry.")
    case .nothingToUndo: tr("There is nothing to undo.")
    case .nothingToRedo: tr("There is nothing to redo.")
    case .historyRequestPending: tr("An undo or redo is still in progress.")
    case .noConflict: tr("No refused change of this animal is waiting.")
    case .cannotRetry: tr("The animal was deleted: the change cannot be made again.")
    }
  }
}
