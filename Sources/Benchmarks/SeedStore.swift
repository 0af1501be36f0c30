//  SeedStore.swift
//  The baseline of item 1a: a minimal store written as the seed chapter designs it (a state, a reducer,
//  a registrar of unbounded streams yielded to after every reduce), in this module so it is fully
//  specialized: the library's store must match it with no observer and no stream.

@MainActor final class SeedStore<State, Action> where State : Sendable, Action : Sendable {
  private let registrar = SeedStreamRegistrar<(oldState: State, action: Action)>()
  private var state: State
  private let reducer: @Sendable (State, Action) throws -> State

  init(initialState state: State, reducer: @escaping @Sendable (State, Action) throws -> State) {
    self.state = state
    self.reducer = reducer
  }

  func dispatch(action: Action) throws {
    let oldState = self.state
    self.state = try self.reducer(self.state, action)
    self.registrar.yield((oldState: oldState, action: action))
  }

  func select<T>(_ selector: @Sendable (State) -> T) -> T where T : Sendable {
    selector(self.state)
  }

  func makeStream() -> AsyncStream<(oldState: State, action: Action)> {
    self.registrar.makeStream()
  }
}

@MainActor final class SeedStreamRegistrar<Element> where Element : Sendable {
  private var count = 0
  private var dictionary = Dictionary<Int, AsyncStream<Element>.Continuation>()

  func makeStream() -> AsyncStream<Element> {
    self.count += 1
    let id = self.count
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.dictionary[id] = nil }
    }
    self.dictionary[id] = continuation
    return stream
  }

  func yield(_ element: Element) {
    for continuation in self.dictionary.values {
      continuation.yield(element)
    }
  }
}
