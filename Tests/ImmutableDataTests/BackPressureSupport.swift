//  BackPressureSupport.swift
//  A store whose state is the last action, so every stream element says which dispatch it came from.

import ImmutableData

typealias IndexStore = Store<Int, Int>

@MainActor func makeIndexStore() -> IndexStore {
  IndexStore(initialState: -1) { _, action in action }
}
