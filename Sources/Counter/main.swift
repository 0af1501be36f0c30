//  main.swift

import CounterUI
import Foundation

let status = MainActor.assumeIsolated {
  CounterApp.make(store: CounterApp.makeStore()).run()
}
exit(status)
