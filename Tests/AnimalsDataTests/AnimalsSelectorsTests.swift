//  AnimalsSelectorsTests.swift

@testable import AnimalsData
import Testing

@Suite struct AnimalsSelectorsTests {
  @Test func categoriesAreSortedByName() {
    var state = Fixtures.loaded
    state.categories.data["Arachnid"] = Category(categoryId: "Arachnid", name: "arachnid")
    let names = AnimalsSelectors.categories()(state).map(\.name)
    #expect(names == ["Amphibian", "arachnid", "Bird", "Fish", "Invertebrate", "Mammal", "Reptile"])
  }

  @Test func animalsOfACategoryAreSortedByName() {
    let names = AnimalsSelectors.animals(categoryId: "Mammal")(Fixtures.loaded).map(\.name)
    #expect(names == ["Cat", "Dog", "Red kangaroo", "Southern gibbon"])
    #expect(AnimalsSelectors.animals(categoryId: "Fish")(Fixtures.loaded).isEmpty)
    #expect(AnimalsSelectors.animals(categoryId: nil)(Fixtures.loaded).isEmpty)
  }

  @Test func animalAndCategoryById() {
    #expect(AnimalsSelectors.animal(id: "Newt")(Fixtures.loaded) == Fixtures.newt)
    #expect(AnimalsSelectors.animal(id: "Unicorn")(Fixtures.loaded) == nil)
    #expect(AnimalsSelectors.animal(id: nil)(Fixtures.loaded) == nil)
    #expect(AnimalsSelectors.category(id: "Bird")(Fixtures.loaded)?.name == "Bird")
    #expect(AnimalsSelectors.category(id: "Plant")(Fixtures.loaded) == nil)
  }

  @Test func statuses() {
    var state = Fixtures.loaded
    #expect(AnimalsSelectors.categoriesStatus()(state) == .success)
    #expect(AnimalsSelectors.isFetching()(state) == false)
    #expect(AnimalsSelectors.fetchFailure()(state) == nil)
    state.animals.status = .waiting
    state.animals.queue["Dog"] = .failure(.serverBusy)
    #expect(AnimalsSelectors.animalsStatus()(state) == .waiting)
    #expect(AnimalsSelectors.isFetching()(state))
    #expect(AnimalsSelectors.requestStatus(id: "Dog")(state) == .failure(.serverBusy))
    #expect(AnimalsSelectors.requestStatus(id: "Cat")(state) == nil)
    state.animals.status = .failure(.network)
    #expect(AnimalsSelectors.fetchFailure()(state) == .network)
  }
}
