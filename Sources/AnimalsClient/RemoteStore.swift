//  RemoteStore.swift

import AnimalsData
import AppNetworking
import AsyncHTTPClient
import Foundation
import Logging
import NIOCore

/// The animals of an animals-server, over HTTP: every call is one `POST /animals/api`.
/// A server that is down, slow (past `timeout`) or failing becomes a `RemoteStoreError` that says so.
/// With several servers (on one database), a request that cannot connect goes to the next one, which
/// then stays the first one asked; a request that was sent and not answered is never sent again.
/// Every mutation request carries a new `requestId` (kept when it goes to the next server), so one that
/// reached a server after all (HTTP clients resend on a dead keep-alive connection) is carried out once.
/// An answer larger than `maxResponseBytes` (256 MiB) is refused.
public struct RemoteStore : PersistentSession {
  /// The largest answer read (bytes); a larger one is `invalidResponse`.
  public static let maxResponseBytes = 256 << 20
  private static let logger = Logger(label: "AnimalsClient")
  public let endpoints: [URL]
  public let timeout: TimeInterval
  private let preferred = PreferredEndpoint()
  /// Sent as `Authorization: Bearer TOKEN` (a server on another address than loopback needs one).
  private let token: String?

  /// `serverURL` is the server's base URL (`http://127.0.0.1:8080`) or the full endpoint URL; `token` is the
  /// server's token, if it has one.
  public init(serverURL: URL, timeout: TimeInterval = 10, token: String? = nil) {
    self.init(serverURLs: [serverURL], timeout: timeout, token: token)
  }

  /// Several servers on one database, in order of preference (at least one).
  public init(serverURLs: [URL], timeout: TimeInterval = 10, token: String? = nil) {
    precondition(!serverURLs.isEmpty, "a remote store needs a server")
    self.endpoints = serverURLs.map(Self.endpoint(for:))
    self.timeout = timeout
    self.token = token
  }

  /// The endpoint requests go to first: the last one that could be reached.
  public var endpoint: URL {
    self.endpoints[self.preferred.index]
  }

  /// Appends the API path unless the URL already names it.
  public static func endpoint(for serverURL: URL) -> URL {
    let path = serverURL.path
    if path.hasSuffix("/animals/api") { return serverURL }
    var components = URLComponents(url: serverURL, resolvingAgainstBaseURL: false)
    components?.path = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/animals/api"
    return components?.url ?? serverURL.appendingPathComponent("animals/api")
  }

  public func fetchCategories() async throws -> [AnimalsData.Category] {
    let response = try await self.send(RemoteRequest(query: [.categories]))
    guard case .categories(let categories)? = response.query?.first else { throw Self.missing("categories") }
    return categories
  }

  public func fetchAnimals() async throws -> [Animal] {
    try await self.fetchAnimalsWithNotice().animals
  }

  /// The notice is what the server warned about (stored animals it could not read and skipped); its
  /// words go to the log. A server from before `unreadable` only warns: the notice then names no count.
  public func fetchAnimalsWithNotice() async throws -> AnimalsFetch {
    let response = try await self.send(RemoteRequest(query: [.animals]))
    guard case .animals(let animals)? = response.query?.first else { throw Self.missing("animals") }
    let warnings = response.warnings ?? []
    if !warnings.isEmpty { Self.logger.warning("the server warned: \(warnings.joined(separator: " "))") }
    let notice = response.unreadable ?? (warnings.isEmpty ? nil : UnreadableAnimalsNotice(count: nil, animalIds: []))
    return AnimalsFetch(animals: animals, notice: notice)
  }

  public func addAnimal(name: String, diet: Diet, categoryId: AnimalsData.Category.ID) async throws -> Animal {
    let response = try await self.send(RemoteRequest(mutation: [.addAnimal(name: name, diet: diet, categoryId: categoryId)]))
    guard case .addAnimal(let animal)? = response.mutation?.first else { throw Self.missing("addAnimal") }
    return animal
  }

  public func updateAnimal(
    animalId: Animal.ID, name: String, diet: Diet, categoryId: AnimalsData.Category.ID, expectedVersion: Int?
  ) async throws -> Animal {
    let mutation = RemoteRequest.Mutation.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId, version: expectedVersion)
    let response = try await self.send(RemoteRequest(mutation: [mutation]))
    guard case .updateAnimal(let animal)? = response.mutation?.first else { throw Self.missing("updateAnimal") }
    return animal
  }

  public func deleteAnimal(animalId: Animal.ID, expectedVersion: Int?) async throws -> Animal {
    let response = try await self.send(RemoteRequest(mutation: [.deleteAnimal(animalId: animalId, version: expectedVersion)]))
    guard case .deleteAnimal(let animal)? = response.mutation?.first else { throw Self.missing("deleteAnimal") }
    return animal
  }

  public func restoreAnimal(_ animal: Animal) async throws -> Animal {
    let response = try await self.send(RemoteRequest(mutation: [.restoreAnimal(animal: animal)]))
    guard case .restoreAnimal(let restored)? = response.mutation?.first else { throw Self.missing("restoreAnimal") }
    return restored
  }

  public func reloadSampleData() async throws -> AnimalsSnapshot {
    let response = try await self.send(RemoteRequest(mutation: [.reloadSampleData]))
    guard case .reloadSampleData(let animals, let categories)? = response.mutation?.first else { throw Self.missing("reloadSampleData") }
    return AnimalsSnapshot(categories: categories, animals: animals)
  }

  /// Sends one request and decodes the answer, turning every failure into a `RemoteStoreError`, except a
  /// change refused as stale: that is the server's `AnimalConflict`.
  /// A mutation request without a `requestId` is given one.
  public func send(_ remoteRequest: RemoteRequest) async throws -> RemoteResponse {
    var remoteRequest = remoteRequest
    if remoteRequest.mutation != nil, remoteRequest.requestId == nil {
      remoteRequest.requestId = MutationRequestId().text
    }
    let body = try JSONEncoder().encode(remoteRequest)
    let first = self.preferred.index
    var index = first
    while true {
      do {
        let response = try await self.send(body, to: self.endpoints[index])
        self.preferred.index = index
        return response
      } catch RemoteStoreError.cannotConnect(let url) {
        // Nothing was sent: the next server can safely take the request.
        index = (index + 1) % self.endpoints.count
        if index == first { throw RemoteStoreError.cannotConnect(url: self.endpoints.count == 1 ? url : Self.list(self.endpoints)) }
      }
    }
  }

  private func send(_ body: Data, to endpoint: URL) async throws -> RemoteResponse {
    var headers = [("Content-Type", "application/json"), ("Accept", "application/json")]
    if let token = self.token {
      headers.append(("Authorization", "Bearer \(token)"))
    }
    let (status, reason, data) = try await self.post(AnimalsHTTP.request(endpoint, method: .POST, headers: headers, body: body), to: endpoint)
    switch status {
    case 200 ..< 300:
      do {
        return try JSONDecoder().decode(RemoteResponse.self, from: data)
      } catch {
        throw RemoteStoreError.invalidResponse(reason: String(describing: error))
      }
    case 400 ..< 500:
      let refusal = Self.refusal(in: data, reason: reason)
      if status == 409, let conflict = refusal.conflict { throw conflict }
      throw RemoteStoreError.rejected(status: status, code: refusal.code, message: refusal.error)
    default:
      let refusal = Self.refusal(in: data, reason: reason)
      throw RemoteStoreError.serverFailed(status: status, code: refusal.code, message: refusal.error)
    }
  }

  private static func list(_ endpoints: [URL]) -> String {
    endpoints.map(\.absoluteString).joined(separator: ", ")
  }

  /// The status, its reason phrase and the body of one request, within `timeout`.
  private func post(_ request: HTTPClientRequest, to endpoint: URL) async throws -> (status: Int, reason: String, body: Data) {
    let url = endpoint.absoluteString
    do {
      let client = AnimalsHTTP.client(readTimeout: self.timeout)
      return try await SharedHTTPClients.within(self.timeout) {
        let response = try await client.execute(request, deadline: .distantFuture)
        var body = try await response.body.collect(upTo: Self.maxResponseBytes)
        return (Int(response.status.code), response.status.reasonPhrase, Data(body.readBytes(length: body.readableBytes) ?? []))
      }
    } catch let error as NIOTooManyBytesError {
      throw RemoteStoreError.invalidResponse(reason: "the answer is larger than \(error.maxBytes.map { "\($0 >> 20) MiB" } ?? "the limit")")
    } catch {
      if AnimalsHTTP.isConnectFailure(error) { throw RemoteStoreError.cannotConnect(url: url) }
      switch error as? HTTPClientError {
      case .deadlineExceeded?, .readTimeout?:
        throw RemoteStoreError.timedOut(url: url, seconds: self.timeout)
      default:
        // The request may have reached the server: it is not sent to another one.
        if AnimalsHTTP.isConnectionLost(error) { throw RemoteStoreError.connectionLost(url: url) }
        throw RemoteStoreError.network(reason: String(describing: error))
      }
    }
  }

  /// The error body, or one made of the first 200 bytes of a body that is not one (no code).
  private static func refusal(in data: Data, reason: String) -> RemoteErrorResponse {
    if let error = try? JSONDecoder().decode(RemoteErrorResponse.self, from: data) {
      return error
    }
    let text = String(decoding: data.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return RemoteErrorResponse(error: text.isEmpty ? reason : text)
  }

  private static func missing(_ name: String) -> RemoteStoreError {
    .invalidResponse(reason: "no \"\(name)\" result")
  }
}
