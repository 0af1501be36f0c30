//  RawHTTP.swift

import AnimalsData
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Plain HTTP requests with any body, to send what the client never would.
enum RawHTTP {
  struct Reply {
    var status: Int
    var body: Data
    var contentType: String?

    /// The message of a `{"error": "..."}` body, nil if the body is not one.
    var errorMessage: String? {
      (try? JSONDecoder().decode(RemoteErrorResponse.self, from: self.body))?.error
    }
  }

  static func send(_ body: Data?, to url: URL, method: String = "POST") async throws -> Reply {
    var request = URLRequest(url: url, timeoutInterval: 10)
    request.httpMethod = method
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = response as! HTTPURLResponse
    return Reply(status: http.statusCode, body: data, contentType: http.value(forHTTPHeaderField: "Content-Type"))
  }

  static func send(_ json: String, to url: URL) async throws -> Reply {
    try await self.send(Data(json.utf8), to: url)
  }
}
