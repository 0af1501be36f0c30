//  ServerLiveChangesTests.swift

import AnimalsClient
import AnimalsData
import AnimalsServer
import Foundation
import TestSupport
import Testing

/// `GET /animals/changes`: every committed change, numbered, in order, with no gap and no duplicate;
/// a number older than the backlog (or from another database) is told to reload; the stream has limits.
@Suite(.serialized) struct ServerLiveChangesTests {
  let directory: TemporaryDirectory

  init() throws {
    self.directory = try TemporaryDirectory()
  }

  func change(_ event: LiveStream.Event?) throws -> SequencedChange {
    let event = try #require(event)
    #expect(event.name == "change")
    let change = try JSONDecoder().decode(SequencedChange.self, from: Data(event.data.utf8))
    #expect(event.id == change.sequence)
    return change
  }

  @Test func aClientGetsTheChangesAfterItsNumberThenEachNewOne() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    let frog = try await client.addAnimal(name: "Frog", diet: .carnivore, categoryId: "Amphibian")
    let hound = try await client.updateAnimal(animalId: "Dog", name: "Hound", diet: .omnivore, categoryId: "Mammal")
    _ = try await client.deleteAnimal(animalId: "Cat")

    let stream = try LiveStream(port: server.port, since: 1)
    #expect(stream.next() == LiveStream.Event(name: "hello", id: nil, data: #"{"latest":1}"#))
    #expect(stream.head.hasPrefix("HTTP/1.1 200") && stream.head.lowercased().contains("content-type: text/event-stream"))
    #expect(try self.change(stream.next()) == SequencedChange(sequence: 2, change: .saved(animal: hound)))
    #expect(try self.change(stream.next()) == SequencedChange(sequence: 3, change: .deleted(animalId: "Cat")))

    let toad = try await client.updateAnimal(animalId: frog.animalId, name: "Toad", diet: .carnivore, categoryId: "Amphibian", expectedVersion: 1)
    _ = try await client.reloadSampleData()
    #expect(try self.change(stream.next()) == SequencedChange(sequence: 4, change: .saved(animal: toad)))
    #expect(try self.change(stream.next()) == SequencedChange(sequence: 5, change: .replacedAll))
    await server.stop()
  }

  @Test func withoutANumberTheStreamStartsAtTheNewestChange() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let client = RemoteStore(serverURL: server.baseURL)
    _ = try await client.deleteAnimal(animalId: "Cat")
    let stream = try LiveStream(port: server.port, since: nil)
    #expect(stream.next() == LiveStream.Event(name: "hello", id: nil, data: #"{"latest":1}"#))
    _ = try await client.deleteAnimal(animalId: "Dog")
    #expect(try self.change(stream.next()) == SequencedChange(sequence: 2, change: .deleted(animalId: "Dog")))
    await server.stop()
  }

  @Test func aNumberThisDatabaseNeverGaveOutIsToldToReload() async throws {
    let server = try await RunningServer.start(directory: self.directory.url)
    let stream = try LiveStream(port: server.port, since: 40)
    #expect(stream.next(2) == [
      LiveStream.Event(name: "hello", id: nil, data: #"{"latest":40}"#),
      LiveStream.Event(name: "reload", id: nil, data: #"{"latest":0}"#),
    ])
    _ = try await RemoteStore(serverURL: server.baseURL).deleteAnimal(animalId: "Dog")
    #expect(try self.change(stream.next()).sequence == 1)
    await server.stop()
  }

  @Test func badNumbersForeignHostsAndTooManyStreamsAreRefused() async throws {
    var limits = ServerLimits()
    limits.maxLiveStreams = 1
    let server = try await RunningServer.start(directory: self.directory.url, configuration: ServerConfiguration(port: 0, limits: limits))
    for query in ["since=-1", "since=abc", "since=99999999999999999999"] {
      let reply = try await RawHTTP.send(nil, to: URL(string: "http://127.0.0.1:\(server.port)/animals/changes?\(query)")!, method: "GET")
      #expect(reply.status == 400, "\(query)")
      #expect(reply.errorMessage?.contains("\"since\" must be a whole number") == true)
    }
    let foreign = try LiveStream(port: server.port, since: 0, host: "evil.example")
    #expect(foreign.next() == nil)
    #expect(foreign.head.hasPrefix("HTTP/1.1 421"))

    let first = try LiveStream(port: server.port, since: 0)
    #expect(first.next()?.name == "hello")
    let second = try await RawHTTP.send(nil, to: URL(string: "http://127.0.0.1:\(server.port)/animals/changes")!, method: "GET")
    #expect(second.status == 503)
    #expect(second.errorMessage == "Too many live streams are open (at most 1); try again later.")
    await server.stop()
  }
}
