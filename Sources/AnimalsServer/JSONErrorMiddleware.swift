//  JSONErrorMiddleware.swift

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
      return AnimalsServer.response(AnimalsAPI.reply(APIError(status: 413, message: "The request body is larger than \(self.maxBodySize) bytes.")))
    } catch let error as any HTTPResponseError {
      let message = error.status == .notFound ? "Not found: \(request.method) \(request.uri.path). The API is POST /animals/api." : error.status.reasonPhrase
      return AnimalsServer.response(AnimalsAPI.reply(APIError(status: error.status.code, message: message)))
    } catch {
      context.logger.error("\(request.method) \(request.uri.path) failed: \(error)")
      return AnimalsServer.response(AnimalsAPI.reply(.internalFailure))
    }
  }
}
