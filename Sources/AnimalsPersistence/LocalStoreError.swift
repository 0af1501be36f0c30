//  LocalStoreError.swift

import AnimalsData

/// What went wrong with the local database. The description is for the log and the server's messages;
/// the window shows `animalsFailure`, in the user's language.
public enum LocalStoreError : Error, Hashable, Sendable, CustomStringConvertible {
  /// The data directory could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The database file exists but could not be opened or read (corrupt, not a database, no permission).
  /// The file is left exactly as it was.
  case cannotOpen(path: String, reason: String)
  case animalNotFound(animalId: String)
  /// Restoring an animal whose id is already used.
  case animalExists(animalId: String)
  case emptyName
  /// A name the rule of `AnimalName` refuses for another reason than being empty.
  case invalidName(AnimalNameError)
  case unknownCategory(categoryId: String)
  /// An animal sent back (restored) with a version no store gives out.
  case invalidVersion(Int)
  /// A row holds a value this version does not understand.
  case unreadableRow(reason: String)
  /// Reading or writing failed after the database was open.
  case failed(reason: String)
  /// The disk holding the database is full: the transaction was rolled back, nothing was written.
  case diskFull(path: String)

  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "Cannot create the data directory \(path): \(reason)"
    case .cannotOpen(let path, let reason):
      "Cannot open the animals database at \(path): \(reason). The file was left untouched."
    case .animalNotFound(let animalId):
      "There is no animal with id \"\(animalId)\"."
    case .animalExists(let animalId):
      "There is already an animal with id \"\(animalId)\"."
    case .emptyName:
      AnimalNameError.empty.description
    case .invalidName(let error):
      error.description
    case .unknownCategory(let categoryId):
      "There is no category \"\(categoryId)\"."
    case .invalidVersion(let version):
      "\(version) is not a version of an animal: versions are whole numbers from 1 to \(Int32.max - 1)."
    case .unreadableRow(let reason):
      "The animals database holds data this version cannot read: \(reason)"
    case .failed(let reason):
      "The animals database failed: \(reason)"
    case .diskFull(let path):
      "The disk holding the animals database \(path) is full: nothing was written. Free space on it, then try again."
    }
  }
}

extension LocalStoreError : AnimalsFailureConvertible {
  public var animalsFailure: AnimalsFailure {
    switch self {
    case .cannotCreateDirectory(let path, _): .cannotCreateDataDirectory(path: path)
    case .cannotOpen(let path, _): .storageCorrupt(path: path)
    case .animalNotFound: .animalNotFound
    case .animalExists: .animalExists
    case .emptyName: .invalidName(.empty)
    case .invalidName(let error): .invalidName(error)
    case .unknownCategory: .unknownCategory
    case .invalidVersion: .invalidVersion
    case .unreadableRow: .storageUnreadable
    case .failed: .storageFailed
    case .diskFull: .diskFull
    }
  }
}
