import Testing
import ImmutableData

@MainActor @Test func smoke() throws {
  let store = Store<Int, Int>(initialState: 0) { $0 + $1 }
  try store.dispatch(action: 2)
  #expect(store.state == 2)
}
