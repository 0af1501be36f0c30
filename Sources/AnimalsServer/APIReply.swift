//  APIReply.swift

import Foundation

/// What the API answers: a status and a JSON body (a `RemoteResponse` or a `RemoteErrorResponse`).
public struct APIReply : Hashable, Sendable {
  public var status: Int
  public var body: Data

  public init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }
}
