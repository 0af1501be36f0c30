//  RequestGuardMiddleware.swift

import AnimalsData
import Hummingbird

/// Refuses, before anything else runs, a request that names another host (DNS rebinding: 421), comes from
/// a browser page of another origin (403) or lacks the bearer token (401). Refusals are logged as warnings.
struct RequestGuardMiddleware<Context : RequestContext> : RouterMiddleware {
  let hostNames: Set<String>
  let token: BearerToken?

  init(configuration: ServerConfiguration) {
    self.hostNames = configuration.hostNames
    self.token = configuration.token.map(BearerToken.init)
  }

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    if let refusal = self.refusal(of: request) {
      context.logger.warning("Refused \(request.method) \(request.uri.path): \(refusal.message)")
      return AnimalsServer.response(AnimalsAPI.reply(refusal))
    }
    return try await next(request, context)
  }

  func refusal(of request: Request) -> APIError? {
    guard let authority = request.head.authority, self.hostNames.contains(HostHeader.normalizedName(authority)) else {
      return APIError(status: 421, code: .wrongHost, message: "This server does not answer for the host \"\(request.head.authority ?? "")\".")
    }
    if let origin = request.headers[.origin] {
      guard let name = HostHeader.originName(origin), self.hostNames.contains(name) else {
        return APIError(status: 403, code: .originForbidden, message: "Requests from web pages of \(origin) are not allowed.")
      }
    }
    if let token, !token.accepts(authorization: request.headers[.authorization]) {
      return APIError(status: 401, code: .tokenRequired, message: "This server needs its token: send \"Authorization: Bearer TOKEN\".")
    }
    return nil
  }
}
