//  RequestBodyTarget.swift
//  Fuzz target: the body of `POST /animals/api` as animals-server reads it (AnimalsData's RemoteRequest,
//  decoded as AnimalsAPI.decode does), then the checks it makes before storing anything: a name
//  (AnimalName) and a request id (MutationRequestId). Any bytes: no crash, no hang; a request that
//  decodes encodes and decodes back to itself; an accepted name is trimmed, non-empty, at most 200 code
//  points and free of control characters; an accepted request id is a canonical lowercase UUID.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestBody(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let body = Data(bytes: data, count: size)
  guard let request = try? JSONDecoder().decode(RemoteRequest.self, from: body) else { return 0 }
  let again = try! JSONDecoder().decode(RemoteRequest.self, from: try! JSONEncoder().encode(request))
  precondition(again == request, "a request did not survive encoding: \(request)")
  if let text = request.requestId, let id = MutationRequestId(text) {
    precondition(id.text.count == 36 && id.text == id.text.lowercased() && UUID(uuidString: id.text) != nil, "a request id was accepted in another form: \(text)")
  }
  for mutation in request.mutation ?? [] {
    let name: String
    switch mutation {
    case .addAnimal(let value, _, _), .updateAnimal(_, let value, _, _, _): name = value
    case .restoreAnimal(let animal): name = animal.name
    case .deleteAnimal, .reloadSampleData: continue
    }
    guard let stored = try? AnimalName.validated(name) else { continue }
    precondition(!stored.isEmpty && stored.unicodeScalars.count <= AnimalName.maxLength, "a name outside the limits was accepted: \(name.debugDescription)")
    precondition(!stored.unicodeScalars.contains { $0.properties.generalCategory == .control }, "a name with a control character was accepted")
    precondition(stored.unicodeScalars.first.map { !$0.properties.isWhitespace } == true && stored.unicodeScalars.last.map { !$0.properties.isWhitespace } == true, "an accepted name kept surrounding white space")
  }
  return 0
}
