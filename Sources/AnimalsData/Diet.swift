//  Diet.swift

/// What an animal eats; the raw value is what users see and what is stored and sent.
public enum Diet : String, Hashable, Sendable, Codable, CaseIterable {
  case herbivore = "Herbivore"
  case carnivore = "Carnivore"
  case omnivore = "Omnivore"
}
