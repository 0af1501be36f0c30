//  RequestLogMiddleware.swift

import Foundation
import Hummingbird
import Logging

/// Logs every request with its method, path, status and duration (info; a 5xx is an error).
struct RequestLogMiddleware<Context : RequestContext> : RouterMiddleware {
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    let start = ContinuousClock.now
    let response = try await next(request, context)
    let elapsed = ContinuousClock.now - start
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    let level: Logger.Level = response.status.code >= 500 ? .error : .info
    context.logger.log(level: level, "\(request.method) \(request.uri.path) \(response.status.code) \(String(format: "%.1f", milliseconds)) ms")
    return response
  }
}
