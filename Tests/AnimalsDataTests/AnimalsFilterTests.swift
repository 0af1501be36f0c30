//  AnimalsFilterTests.swift

@testable import AnimalsData
import Testing

@Suite struct AnimalsFilterTests {
  let state = Fixtures.loaded
  let frog = Animal(animalId: "F1", name: "Frog", diet: .carnivore, categoryId: "Amphibian")

  @Test func categoriesPassOnlyLoads() {
    let filter = AnimalsFilter.categories()
    #expect(filter(self.state, .data(.didFetchCategories(.success([])))))
    #expect(filter(self.state, .data(.didReloadSampleData(.success(AnimalsSnapshot(categories: [], animals: []))))))
    #expect(!filter(self.state, .data(.didFetchCategories(.failure(.unexpected)))))
    #expect(!filter(self.state, .data(.didFetchAnimals(.success([])))))
    #expect(!filter(self.state, .ui(.didAppear)))
  }

  @Test func animalsOfACategoryPassChangesInThatCategory() {
    let amphibians = AnimalsFilter.animals(categoryId: "Amphibian")
    let birds = AnimalsFilter.animals(categoryId: "Bird")
    #expect(amphibians(self.state, .data(.didAddAnimal(requestId: "r", .success(self.frog)))))
    #expect(!birds(self.state, .data(.didAddAnimal(requestId: "r", .success(self.frog)))))
    // Moving the newt to Bird changes both categories.
    let movedNewt = Animal(animalId: "Newt", name: "Newt", diet: .carnivore, categoryId: "Bird")
    #expect(amphibians(self.state, .data(.didUpdateAnimal(animalId: "Newt", .success(movedNewt)))))
    #expect(birds(self.state, .data(.didUpdateAnimal(animalId: "Newt", .success(movedNewt)))))
    #expect(amphibians(self.state, .data(.didDeleteAnimal(animalId: "Newt", .success(Fixtures.newt)))))
    #expect(!birds(self.state, .data(.didDeleteAnimal(animalId: "Newt", .success(Fixtures.newt)))))
    #expect(birds(self.state, .data(.didFetchAnimals(.success([])))))
    #expect(!birds(self.state, .data(.didDeleteAnimal(animalId: "Sparrow", .failure(.unexpected)))))
    #expect(!birds(self.state, .ui(.didConfirmDeleteAnimal(animalId: "Sparrow"))))
    #expect(!AnimalsFilter.animals(categoryId: nil)(self.state, .data(.didFetchAnimals(.success([])))))
  }

  @Test func oneAnimalPassesOnlyItsChanges() {
    let dog = AnimalsFilter.animal(id: "Dog")
    #expect(dog(self.state, .data(.didUpdateAnimal(animalId: "Dog", .success(Fixtures.dog)))))
    #expect(dog(self.state, .data(.didDeleteAnimal(animalId: "Dog", .success(Fixtures.dog)))))
    #expect(!dog(self.state, .data(.didUpdateAnimal(animalId: "Cat", .success(Fixtures.cat)))))
    #expect(!dog(self.state, .data(.didUpdateAnimal(animalId: "Dog", .failure(.unexpected)))))
    #expect(dog(self.state, .data(.didFetchAnimals(.success([])))))
  }

  @Test func requestStatusPassesRequestsAndResultsOfThatId() {
    let dog = AnimalsFilter.requestStatus(id: "Dog")
    let request = AnimalsFilter.requestStatus(id: "r1")
    #expect(dog(self.state, .ui(.didConfirmDeleteAnimal(animalId: "Dog"))))
    #expect(dog(self.state, .data(.didDeleteAnimal(animalId: "Dog", .failure(.unexpected)))))
    #expect(!dog(self.state, .ui(.didConfirmDeleteAnimal(animalId: "Cat"))))
    #expect(request(self.state, .ui(.didTapAddAnimal(requestId: "r1", name: "Frog", diet: .carnivore, categoryId: "Amphibian"))))
    #expect(request(self.state, .data(.didAddAnimal(requestId: "r1", .failure(.unexpected)))))
    #expect(!request(self.state, .data(.didAddAnimal(requestId: "r2", .failure(.unexpected)))))
  }

  @Test func fetchStatusesPassFetchesAndReloads() {
    let filter = AnimalsFilter.fetchStatuses()
    #expect(filter(self.state, .ui(.didAppear)))
    #expect(filter(self.state, .ui(.didTapRetry)))
    #expect(filter(self.state, .data(.didFetchAnimals(.failure(.unexpected)))))
    #expect(!filter(self.state, .ui(.didConfirmDeleteAnimal(animalId: "Dog"))))
  }
}
