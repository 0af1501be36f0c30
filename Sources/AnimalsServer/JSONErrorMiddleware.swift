//  JSONErrorMiddleware.swift

import AnimalsData
import Foundation
import Hummingbird

/// Turns every error a route throws (unknown path, body too large, anything unexpected) into the
/// API's JSON error body, so clients always get `{"error": "..."}`. Unexpected errors are logged, never sent.
struct JSONErrorMiddleware<Context : RequestContext> : RouterMiddleware {
  let maxBodySize: Int

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      return AnimalsServer.response(AnimalsAPI.reply(APIError(status: 413, code: .bodyTooLarge, message: "The request body is larger than \(self.maxBodySize) bytes.")))
    } catch let error as any HTTPResponseError {
      let refusal = if error.status == .notFound {
        APIError(status: 404, code: .noSuchRoute, message: "Not found: \(request.method) \(request.uri.path). The API is POST /animals/api.")
      } else {
        APIError(status: error.status.code, code: .httpError, message: error.status.reasonPhrase)
      }
      return AnimalsServer.response(AnimalsAPI.reply(refusal))
    } catch {
      context.logger.error("\(request.method) \(request.uri.path) failed: \(error)")
      return AnimalsServer.response(AnimalsAPI.reply(.internalFailure))
    }
  }
}
