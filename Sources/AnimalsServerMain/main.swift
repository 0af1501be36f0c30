//  main.swift

import AnimalsPersistence
import AnimalsServer
import AppSupport
import Foundation

let options: ServerOptions
do {
  options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("animals-server: \(error)\n\n\(ServerOptions.usage)\n".utf8))
  exit(64)  // EX_USAGE
}
if options.showHelp {
  print(ServerOptions.usage)
  exit(0)
}

let directory = options.dataDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? AppPlaces.dataDirectory(appID: "org.immutabledata.Animals")
let store = LocalStore(directory: directory)
do {
  // A database that cannot be opened stops the server here, before it answers anything.
  try await store.open()
} catch {
  FileHandle.standardError.write(Data("animals-server: \(error)\n".utf8))
  exit(1)
}

let application = AnimalsServer.application(store: store, host: options.host, port: options.port) { port in
  // Unbuffered, so whoever started the server sees its address at once.
  FileHandle.standardOutput.write(Data("animals-server: serving \(store.databaseURL.path) at http://\(options.host):\(port)/animals/api\n".utf8))
}
do {
  try await application.runService()
} catch {
  FileHandle.standardError.write(Data("animals-server: \(error)\n".utf8))
  exit(1)
}
