//  SampleData.swift

/// The data a new store starts with, and what "Reload Sample Data" brings back.
public enum SampleData {
  public static let categories: [Category] = [
    "Amphibian", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile",
  ].map { Category(categoryId: $0, name: $0) }

  public static let animals: [Animal] = [
    Animal(animalId: "Dog", name: "Dog", diet: .carnivore, categoryId: "Mammal"),
    Animal(animalId: "Cat", name: "Cat", diet: .carnivore, categoryId: "Mammal"),
    Animal(animalId: "Kangaroo", name: "Red kangaroo", diet: .herbivore, categoryId: "Mammal"),
    Animal(animalId: "Gibbon", name: "Southern gibbon", diet: .herbivore, categoryId: "Mammal"),
    Animal(animalId: "Sparrow", name: "House sparrow", diet: .omnivore, categoryId: "Bird"),
    Animal(animalId: "Newt", name: "Newt", diet: .carnivore, categoryId: "Amphibian"),
  ]
}
