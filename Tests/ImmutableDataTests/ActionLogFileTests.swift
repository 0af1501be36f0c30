//  ActionLogFileTests.swift
//  Export an action log to JSON, replay it into a fresh store, reject logs it cannot trust.

import Foundation
import ImmutableData
import Testing

struct LoggedState : Codable, Equatable, Sendable {
  var total = 0
  var names: [String] = []
}

enum LoggedAction : Codable, Equatable, Sendable {
  case add(Int)
  case name(String)
  case reject
}

struct Rejected : Error {}

let loggedReducer: @Sendable (LoggedState, LoggedAction) throws -> LoggedState = { state, action in
  var state = state
  switch action {
  case .add(let amount): state.total += amount
  case .name(let name): state.names.append(name)
  case .reject: throw Rejected()
  }
  return state
}

@MainActor @Suite("ActionLogFile")
struct ActionLogFileTests {
  func recordSession(limit: Int = 100) throws -> (Store<LoggedState, LoggedAction>, ActionLog<LoggedState, LoggedAction>) {
    let store = Store(initialState: LoggedState(), reducer: loggedReducer)
    let log = ActionLog(store: store, limit: limit)
    for index in 0 ..< 20 {
      try store.dispatch(action: index.isMultiple(of: 3) ? .name("n\(index)") : .add(index))
    }
    return (store, log)
  }

  @Test func exportThenReplayReproducesTheFinalState() throws {
    let (store, log) = try self.recordSession()
    let data = try log.export(version: 3).encoded()
    let file = try ActionLogFile<LoggedState, LoggedAction>.decode(data, expectedVersion: 3)
    #expect(file.actions.count == 20)
    let replayed = try file.replay(reducer: loggedReducer)
    #expect(replayed.state == store.state)
  }

  @Test func aBoundedLogStillReplaysToThePresent() throws {
    let (store, log) = try self.recordSession(limit: 5)
    let file = log.export(version: 1)
    #expect(file.actions.count == 5)
    #expect(try file.replay(reducer: loggedReducer).state == store.state)
  }

  @Test func aLogFromAnotherVersionIsRejected() throws {
    let (_, log) = try self.recordSession()
    let data = try log.export(version: 1).encoded()
    #expect(throws: ActionLogError.incompatibleVersion(found: 1, expected: 2)) {
      _ = try ActionLogFile<LoggedState, LoggedAction>.decode(data, expectedVersion: 2)
    }
    let error = ActionLogError.incompatibleVersion(found: 1, expected: 2)
    #expect(error.description.contains("version 1") && error.description.contains("version 2"))
  }

  @Test func somethingElseIsNotAnActionLog() {
    for text in ["not json", "{}", #"{"format":"other","version":1}"#] {
      #expect {
        _ = try ActionLogFile<LoggedState, LoggedAction>.decode(Data(text.utf8), expectedVersion: 1)
      } throws: { error in
        if case .notAnActionLog = error as? ActionLogError { return true }
        return false
      }
    }
  }

  @Test func unreadableActionsAreReported() {
    let text = #"{"format":"immutabledata-action-log","version":1,"initialState":{"total":0,"names":[]},"actions":[{"explode":{}}]}"#
    #expect {
      _ = try ActionLogFile<LoggedState, LoggedAction>.decode(Data(text.utf8), expectedVersion: 1)
    } throws: { error in
      if case .unreadableContent = error as? ActionLogError { return true }
      return false
    }
  }

  @Test func aReplayThatFailsSaysWhere() {
    let file = ActionLogFile<LoggedState, LoggedAction>(version: 1, initialState: LoggedState(), actions: [.add(1), .reject])
    #expect(throws: ActionLogError.self) { _ = try file.replay(reducer: loggedReducer) }
    do {
      _ = try file.replay(reducer: loggedReducer)
    } catch let error as ActionLogError {
      #expect(error == .replayFailed(index: 1, reason: String(describing: Rejected())))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
