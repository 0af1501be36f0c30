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

/// Reading a log file: at most `maxBytes`, checked before reading; the file is never changed.
@MainActor @Suite("ActionLogFile.read")
struct ActionLogFileReadTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("action-log-read-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  private func written(_ data: Data, as name: String) throws -> URL {
    let url = self.directory.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  @Test func aFileReadsAndReplaysAsTheExportedData() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let store = Store(initialState: LoggedState(), reducer: loggedReducer)
    let log = ActionLog(store: store, limit: 100)
    try store.dispatch(action: .add(4))
    try store.dispatch(action: .name("Rex"))
    let url = try self.written(try log.export(version: 2).encoded(), as: "session.json")
    let replayed = try ActionLogFile<LoggedState, LoggedAction>.read(contentsOf: url, expectedVersion: 2).replay(reducer: loggedReducer)
    #expect(replayed.state == LoggedState(total: 4, names: ["Rex"]))
  }

  @Test func aFileLargerThanTheLimitIsRefusedUnreadAndLeftAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let data = Data(repeating: 0x20, count: 2_048)
    let url = try self.written(data, as: "large.json")
    #expect(throws: ActionLogError.tooLarge(bytes: 2_048, limit: 1_024)) {
      try ActionLogFile<LoggedState, LoggedAction>.read(contentsOf: url, expectedVersion: 1, maxBytes: 1_024)
    }
    #expect(try Data(contentsOf: url) == data)
    #expect(ActionLogFile<LoggedState, LoggedAction>.maxFileBytes == 64 << 20)
  }

  @Test func aMissingFileOrAFolderIsACannotRead() throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    for url in [self.directory.appendingPathComponent("missing.json"), self.directory] {
      do {
        _ = try ActionLogFile<LoggedState, LoggedAction>.read(contentsOf: url, expectedVersion: 1)
        Issue.record("\(url.path) was read")
      } catch ActionLogError.cannotRead(let path, _) {
        #expect(path == url.path)
      } catch {
        Issue.record("\(url.path): \(error)")
      }
    }
  }
}

/// A log file replayed into an `ActionLog` (what the inspector shows of an imported log).
@MainActor @Suite("ActionLogFile.replayedLog")
struct ActionLogFileReplayedLogTests {
  @Test func eachActionIsAnEntryWithItsStatesAndTheStoreIsLeftAlone() throws {
    let store = Store(initialState: LoggedState(total: 9), reducer: loggedReducer)
    let file = ActionLogFile<LoggedState, LoggedAction>(version: 1, initialState: LoggedState(), actions: [.add(2), .name("Rex"), .add(3)])
    let log = try file.replayedLog(reducerOf: store)
    #expect(log.entries.map(\.action) == [.add(2), .name("Rex"), .add(3)])
    #expect(log.entries.map(\.stateBefore.total) == [0, 2, 2])
    #expect(log.entries.last?.stateAfter == LoggedState(total: 5, names: ["Rex"]))
    #expect(store.state == LoggedState(total: 9))
  }

  @Test func aRefusedActionIsNamedByItsPlace() throws {
    let store = Store(initialState: LoggedState(), reducer: loggedReducer)
    let file = ActionLogFile<LoggedState, LoggedAction>(version: 1, initialState: LoggedState(), actions: [.add(1), .reject])
    do {
      _ = try file.replayedLog(reducerOf: store)
      Issue.record("a refused action was replayed")
    } catch ActionLogError.replayFailed(let index, _) {
      #expect(index == 1)
    }
  }
}
