//  ActionLogTarget.swift
//  Fuzz target: the action log file reader (ImmutableData/ActionLogFile.swift), which reads a file the
//  user chose. Any bytes: no crash; a refusal is an `ActionLogError` whose words hold no decoder dump of
//  more than a line; a log that is read is of this format and version, encodes and reads back equal, and
//  replays through a reducer that refuses some actions either whole or with the index of the refused one.

import Foundation

struct FuzzState : Codable, Sendable, Equatable {
  var count = 0
  var names: [String: String] = [:]
  var items: [Int]? = nil
}

enum FuzzAction : Codable, Sendable, Equatable {
  case add(Int)
  case rename(id: String, name: String)
  case append([Int])
  case reset
}

@Sendable func fuzzReduce(_ state: FuzzState, _ action: FuzzAction) throws -> FuzzState {
  struct Refused : Error {}
  var state = state
  switch action {
  case .add(let amount):
    let (sum, overflow) = state.count.addingReportingOverflow(amount)
    if overflow { throw Refused() }
    state.count = sum
  case .rename(let id, let name):
    if name.isEmpty { throw Refused() }
    state.names[id] = name
  case .append(let items):
    state.items = (state.items ?? []) + items.prefix(16)
  case .reset:
    state = FuzzState()
  }
  return state
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActionLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  MainActor.assumeIsolated {
    do {
      let file = try ActionLogFile<FuzzState, FuzzAction>.decode(bytes, expectedVersion: 1)
      precondition(file.format == "immutabledata-action-log" && file.version == 1, "a log of another format or version was read")
      let again = try ActionLogFile<FuzzState, FuzzAction>.decode(try file.encoded(), expectedVersion: 1)
      precondition(again.initialState == file.initialState && again.actions == file.actions, "a log read back differs")
      do {
        _ = try file.replay(reducer: fuzzReduce)
      } catch ActionLogError.replayFailed(let index, _) {
        precondition(file.actions.indices.contains(index), "a replay failed at \(index) of \(file.actions.count) actions")
      }
    } catch let error as ActionLogError {
      precondition(!error.description.isEmpty, "a refusal without words")
    } catch {
      preconditionFailure("the reader threw something else than an ActionLogError: \(error)")
    }
  }
  return 0
}
