//  UnreadableAnimalsNotice+Text.swift

import AnimalsData
import Localization

extension UnreadableAnimalsNotice {
  /// "2 stored animals could not be read and are not shown: “Tofu”, “7”." in the user's language.
  public var text: String {
    guard let count else { return tr("Some stored animals could not be read and are not shown.") }
    // Translators: an animal's id in quotation marks, in a list of them.
    let named = self.animalIds.map { tr("“%@”", $0) }.joined(separator: ", ")
    if named.isEmpty {
      return trn("%@ stored animal could not be read and is not shown.", "%@ stored animals could not be read and are not shown.", count)
    }
    if count > self.animalIds.count {
      return trn(
        "%1$@ stored animal could not be read and is not shown, among them %2$@.",
        "%1$@ stored animals could not be read and are not shown, among them %2$@.", count, named
      )
    }
    return trn(
      "%1$@ stored animal could not be read and is not shown: %2$@.", "%1$@ stored animals could not be read and are not shown: %2$@.", count, named
    )
  }
}
