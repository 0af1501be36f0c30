//  AnimalsText.swift

import AnimalsData
import Localization

/// The user's words for the data's values (the stored values stay English identifiers).
enum AnimalsText {
  static func diet(_ diet: Diet) -> String {
    switch diet {
    case .herbivore: tr("Herbivore")
    case .carnivore: tr("Carnivore")
    case .omnivore: tr("Omnivore")
    }
  }
}
