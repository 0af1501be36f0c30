import Testing
import ImmutableData
import ImmutableUI

@MainActor @Test func smoke() throws {
  let store = Store<Int, Int>(initialState: 0) { $0 + $1 }
  let scheduler = ManualScheduler()
  let center = SubscriptionCenter(store: store, scheduler: scheduler)
  let sub = center.subscribe(output: OutputSelector<Int, Int> { $0 })
  for _ in 0..<1000 { try store.dispatch(action: 1) }
  scheduler.runPending()
  #expect(sub.output == 1000 && sub.recomputeCount == 1 && sub.notifyCount == 1)
}
