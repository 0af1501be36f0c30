//  DeadlineOrderTests.swift

import AnimalsClient
import AnimalsPostgres
import Foundation
import Testing

/// The server gives up on its database before the app gives up on the server, so a database that went
/// away reaches the user as "cannot reach its database" (the server's answer), not as a server that did
/// not answer: with both at 10 s, a PostgreSQL restart under load showed only the app's time-outs.
@Suite struct DeadlineOrderTests {
  @Test func theServersDatabaseDeadlineEndsBeforeTheAppsRequestTimeout() {
    let appTimeout = Duration.seconds(RemoteStore(serverURL: URL(string: "http://127.0.0.1:8080")!).timeout)
    let databaseDeadline = PostgresStore.Limits().operationTimeout
    // A second to spare for the answer to travel and the request to be read.
    #expect(databaseDeadline + .seconds(1) <= appTimeout, "database \(databaseDeadline), app \(appTimeout)")
  }
}
